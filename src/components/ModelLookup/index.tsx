import {useId, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {matchManuals} from '@site/src/lib/finderEntries';
import ManualQueryField from '@site/src/components/ManualQueryField';
import ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';

/** Home page lookup: live top matches, Enter opens the manual or the full finder. */
export default function ModelLookup(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const history = useHistory();
  const finderUrl = useBaseUrl('/docs/');
  const matches = matchManuals(query, 5);
  return (
    <div className={styles.lookup}>
      <form
        role="search"
        action={finderUrl}
        onSubmit={(e) => {
          e.preventDefault();
          const only = matches.length === 1 ? matches[0] : undefined;
          history.push(only ? `${finderUrl}${only.entry.path.slice(1)}` : `${finderUrl}?q=${encodeURIComponent(query.trim())}`);
        }}>
        <ManualQueryField
          id={inputId}
          name="q"
          label={translate({id: 'finder.label', message: 'Model number or product name'})}
          value={query}
          onChange={setQuery}>
          <button type="submit" className="button button--primary button--lg">
            {translate({id: 'home.lookup.submit', message: 'Find manual'})}
          </button>
        </ManualQueryField>
      </form>
      {matches.length > 0 && <ManualResults matches={matches} />}
    </div>
  );
}
