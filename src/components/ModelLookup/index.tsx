import {useId, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {findEntries} from '@site/src/lib/finder';
import {finderEntries} from '@site/src/lib/finderEntries';
import ManualResults from '@site/src/components/ManualResults';
import {QUERY_MAX_LENGTH} from '@site/src/components/ManualFinder';
import styles from './styles.module.css';

/** Home page lookup: live top matches, Enter opens the full finder. */
export default function ModelLookup(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const history = useHistory();
  const finderUrl = useBaseUrl('/docs/');
  const trimmed = query.trim();
  const matches = trimmed === '' ? [] : findEntries(trimmed, finderEntries, 5);
  return (
    <div className={styles.lookup}>
      <form
        role="search"
        action={finderUrl}
        onSubmit={(e) => {
          e.preventDefault();
          const only = matches.length === 1 ? matches[0] : undefined;
          history.push(only ? `${finderUrl}${only.entry.path.slice(1)}` : `${finderUrl}?q=${encodeURIComponent(trimmed)}`);
        }}>
        <label htmlFor={inputId} className={styles.label}>
          {translate({id: 'finder.label', message: 'Model number or product name'})}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="q"
            className={styles.input}
            type="search"
            value={query}
            maxLength={QUERY_MAX_LENGTH}
            onChange={(e) => setQuery(e.target.value.slice(0, QUERY_MAX_LENGTH))}
            placeholder={translate({id: 'finder.placeholder', message: 'e.g. 634, Flow 125, Primo'})}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary button--lg">
            {translate({id: 'home.lookup.submit', message: 'Find manual'})}
          </button>
        </div>
      </form>
      {matches.length > 0 && <ManualResults matches={matches} />}
    </div>
  );
}
