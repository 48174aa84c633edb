import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {matchManuals} from '@site/src/lib/finderEntries';
import {useMatchContext} from '@site/src/hooks/useMatchContext';
import {useQueryParam} from '@site/src/hooks/useQueryParam';
import ManualQueryField from '@site/src/components/ManualQueryField';
import ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';

/** Search by model number or name; results update as the visitor types. */
export default function ManualFinder(): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useQueryParam('q');
  const {selectMessage} = usePluralForm();
  const trimmed = query.trim();
  const matches = matchManuals(query, 20, useMatchContext());
  return (
    <section className={styles.finder} aria-labelledby={`${inputId}-label`}>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <ManualQueryField
          id={inputId}
          label={translate({id: 'finder.label', message: 'Model number or product name'})}
          value={query}
          onChange={setQuery}
          describedBy={hintId}
        />
        <p id={hintId} className={styles.hint}>
          {translate({
            id: 'finder.hint',
            message: 'Type the name printed on the product, or its reference number if it has one.',
          })}
        </p>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {trimmed !== '' &&
          (matches.length > 0
            ? selectMessage(matches.length, translate({id: 'finder.count', message: 'One manual found|{count} manuals found'}, {count: matches.length}))
            : translate({id: 'finder.none', message: 'No manual matches “{query}”.'}, {query: trimmed}))}
      </p>
      {matches.length > 0 && <ManualResults matches={matches} />}
      {trimmed !== '' && matches.length === 0 && (
        <p>
          <Translate
            id="finder.none.help"
            values={{
              contact: (
                <Link to="/contact">
                  <Translate id="finder.none.contact">write to support</Translate>
                </Link>
              ),
            }}
          >
            {'Check the spelling or try only the number on the label. Still nothing? Browse the series below or {contact}.'}
          </Translate>
        </p>
      )}
    </section>
  );
}
