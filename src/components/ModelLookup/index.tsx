import {useId, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type {matchManuals} from '@site/src/lib/finderEntries';
import ManualQueryField from '@site/src/components/ManualQueryField';
import {useMatchContext} from '@site/src/hooks/useMatchContext';
import type ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';
import {useManualsPath} from '@site/src/hooks/useManualsPath';

interface Finder {
  readonly match: typeof matchManuals;
  readonly Results: typeof ManualResults;
}
let finderLoading: Promise<Finder> | undefined;

function loadFinder(): Promise<Finder> {
  finderLoading ??= Promise.all([import('@site/src/lib/finderEntries'), import('@site/src/components/ManualResults')]).then(
    ([entries, results]) => ({match: entries.matchManuals, Results: results.default}),
    (error: unknown) => {
      // A failed chunk (signal lost) may load on the next try.
      finderLoading = undefined;
      throw error;
    },
  );
  return finderLoading;
}

/**
 * The product list and the results' code, loaded when the visitor points
 * at, focuses or types in the field: the home page itself ships no catalog.
 */
function useFinder(): {readonly finder: Finder | undefined; readonly load: () => Promise<Finder>} {
  const [finder, setFinder] = useState<Finder | undefined>();
  const load = (): Promise<Finder> => {
    const loading = loadFinder();
    loading.then(setFinder, () => undefined);
    return loading;
  };
  return {finder, load};
}

/** Home page lookup: live top matches, Enter opens the manual or the full finder. */
export default function ModelLookup(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const history = useHistory();
  const finderUrl = `${useManualsPath()}/`;
  const {finder, load} = useFinder();
  const context = useMatchContext();
  const matches = finder ? finder.match(query, 5, context) : [];
  return (
    <div className={styles.lookup}>
      <form
        role="search"
        action={finderUrl}
        onFocus={() => void load()}
        onPointerEnter={() => void load()}
        onSubmit={(e) => {
          e.preventDefault();
          const finderPage = `${finderUrl}?q=${encodeURIComponent(query.trim())}`;
          // Enter may come before the product list has arrived: wait for it
          // rather than sending the visitor to the finder for a unique match.
          load().then(
            (loaded) => {
              const [only, ...more] = loaded.match(query, 5, context);
              history.push(only && more.length === 0 ? `${finderUrl}${only.entry.path.slice(1)}` : finderPage);
            },
            () => history.push(finderPage),
          );
        }}
      >
        <ManualQueryField
          id={inputId}
          name="q"
          label={translate({id: 'finder.label', message: 'Model number or product name'})}
          value={query}
          onChange={(value) => {
            void load();
            setQuery(value);
          }}
        >
          <button type="submit" className="button button--primary button--lg">
            {translate({id: 'home.lookup.submit', message: 'Find manual'})}
          </button>
        </ManualQueryField>
      </form>
      {finder && matches.length > 0 && <finder.Results matches={matches} />}
    </div>
  );
}
