import {useId, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {findEntries} from '@site/src/lib/finder';
import {finderEntries} from '@site/src/lib/finderEntries';
import {useQueryParam} from '@site/src/hooks/useQueryParam';
import ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';

/** Max length of a query, as for the site search. */
export const QUERY_MAX_LENGTH = 64;

/** Search by model number or name; results update as the visitor types. */
export default function ManualFinder(): ReactNode {
  const inputId = useId();
  const hintId = useId();
  const [query, setQuery] = useQueryParam('q');
  const {selectMessage} = usePluralForm();
  const trimmed = query.trim();
  const matches = trimmed === '' ? [] : findEntries(trimmed, finderEntries, 20);
  return (
    <section className={styles.finder} aria-labelledby={`${inputId}-label`}>
      <form role="search" onSubmit={(e) => e.preventDefault()}>
        <label id={`${inputId}-label`} htmlFor={inputId} className={styles.label}>
          {translate({id: 'finder.label', message: 'Model number or product name'})}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="search"
          value={query}
          maxLength={QUERY_MAX_LENGTH}
          onChange={(e) => setQuery(e.target.value.slice(0, QUERY_MAX_LENGTH))}
          placeholder={translate({id: 'finder.placeholder', message: 'e.g. 634, Flow 125, Primo'})}
          aria-describedby={hintId}
          autoComplete="off"
          enterKeyHint="search"
        />
        <p id={hintId} className={styles.hint}>
          {translate({
            id: 'finder.hint',
            message: 'The model name and reference number are on the label under the deck, seat or frame.',
          })}
        </p>
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {trimmed !== '' &&
          (matches.length > 0
            ? selectMessage(
                matches.length,
                translate(
                  {id: 'finder.count', message: 'One manual found|{count} manuals found'},
                  {count: matches.length},
                ),
              )
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
            }}>
            {'Check the spelling or try only the number on the label. Still nothing? Browse the series below or {contact}.'}
          </Translate>
        </p>
      )}
    </section>
  );
}
