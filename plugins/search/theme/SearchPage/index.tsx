/** The /search route: the site layout around the results page component. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchResultsPage from '@site/src/components/SearchResultsPage';

export default function SearchPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'search.page.title', message: 'Search the manuals'})}
      description={translate({id: 'search.page.description', message: 'Search all instruction manuals by model number or name.'})}>
      <SearchResultsPage />
    </Layout>
  );
}
