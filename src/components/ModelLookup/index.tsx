import {useId, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import type {matchManuals} from '@site/src/lib/finderEntries';
import ManualQueryField from '@site/src/components/ManualQueryField';
import type ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';

interface Finder {
  readonly match: typeof matchManuals;
  readonly Results: typeof ManualResults;
}
let loadedFinder: Finder | undefined;

/**
 * The product list and the results' code, loaded when the visitor points
 * at, focuses or types in the field: the home page itself ships no catalog.
 */
function useFinder(): {readonly finder: Finder | undefined; readonly load: () => void} {
  const [finder, setFinder] = useState<Finder | undefined>(() => loadedFinder);
  const load = (): void => {
    if (finder) return;
    void Promise.all([import('@site/src/lib/finderEntries'), import('@site/src/components/ManualResults')]).then(([entries, results]) => {
      loadedFinder = {match: entries.matchManuals, Results: results.default};
      setFinder(loadedFinder);
    });
  };
  return {finder, load};
}

/** Home page lookup: live top matches, Enter opens the manual or the full finder. */
export default function ModelLookup(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const history = useHistory();
  const finderUrl = useBaseUrl('/docs/');
  const {finder, load} = useFinder();
  const matches = finder ? finder.match(query, 5) : [];
  return (
    <div className={styles.lookup}>
      <form
        role="search"
        action={finderUrl}
        onFocus={load}
        onPointerEnter={load}
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
          onChange={(value) => {
            load();
            setQuery(value);
          }}>
          <button type="submit" className="button button--primary button--lg">
            {translate({id: 'home.lookup.submit', message: 'Find manual'})}
          </button>
        </ManualQueryField>
      </form>
      {finder && matches.length > 0 && <finder.Results matches={matches} />}
    </div>
  );
}
