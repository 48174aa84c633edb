/** The /search route: the site layout around the results. */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import SearchResults from '../SearchResults';

export default function SearchPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'search.page.title', message: 'Search the manuals'})}
      description={translate({id: 'search.page.description', message: 'Search all instruction manuals by model number or name.'})}
    >
      <SearchResults />
    </Layout>
  );
}
