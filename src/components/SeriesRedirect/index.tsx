import {useEffect, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

interface Props {
  /** Route of the series page below the base URL, e.g. `/docs/category/primo`. */
  readonly to: string;
  /** Series name in the page's language. */
  readonly name: string;
}

/**
 * `/docs/category/{series}-series`, the path printed in older listings:
 * sends the visitor on to the series page, without JavaScript too.
 */
export default function SeriesRedirect({to, name}: Props): ReactNode {
  const target = useBaseUrl(to);
  const history = useHistory();
  const {search, hash} = useLocation();
  useEffect(() => history.replace(`${target}${search}${hash}`), [history, target, search, hash]);
  const title = translate(
    {id: 'seriesRedirect.title', message: '{series} manuals', description: 'Title of the page that forwards an old series address'},
    {series: name},
  );
  return (
    <Layout title={title} noFooter>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        <p>
          <Link to={to}>
            {translate(
              {id: 'seriesRedirect.link', message: 'Open the {series} manuals', description: 'Link on the page that forwards an old series address'},
              {series: name},
            )}
          </Link>
        </p>
      </main>
    </Layout>
  );
}
