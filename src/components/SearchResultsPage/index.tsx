import {useId, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {matchManuals, QUERY_MAX_LENGTH} from '@site/src/lib/finderEntries';
import {useQueryParam} from '@site/src/hooks/useQueryParam';
import ManualQueryField from '@site/src/components/ManualQueryField';
import ManualResults from '@site/src/components/ManualResults';
import styles from './styles.module.css';

/** /search?q=: the query in a field, the matching manuals below. */
export default function SearchResultsPage(): ReactNode {
  const inputId = useId();
  const [query, setQuery] = useQueryParam('q');
  const {selectMessage} = usePluralForm();
  const trimmed = query.trim().slice(0, QUERY_MAX_LENGTH);
  const matches = matchManuals(query, 50);
  return (
    <main className="container margin-vert--lg">
      <Heading as="h1">
        {trimmed === ''
          ? translate({id: 'search.page.title', message: 'Search the manuals'})
          : translate({id: 'search.page.titleWithQuery', message: 'Search results for “{query}”'}, {query: trimmed})}
      </Heading>
      <form role="search" onSubmit={(e) => e.preventDefault()} className={styles.form}>
        <ManualQueryField
          id={inputId}
          label={translate({id: 'search.page.label', message: 'Search'})}
          value={query}
          onChange={setQuery}
        />
      </form>
      <p role="status" aria-live="polite" className={styles.status}>
        {trimmed !== '' &&
          (matches.length > 0
            ? selectMessage(
                matches.length,
                translate({id: 'search.page.count', message: 'One result|{count} results'}, {count: matches.length}),
              )
            : translate({id: 'search.page.none', message: 'No results found for “{query}”'}, {query: trimmed}))}
      </p>
      {matches.length > 0 && <ManualResults matches={matches} />}
    </main>
  );
}
