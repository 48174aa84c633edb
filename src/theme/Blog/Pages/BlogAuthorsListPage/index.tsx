import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsListPage';

/** Wrapped to add the meta description the stock page lacks (search results show it). */
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'blog.authors.description',
          message: 'The teams who write our blog: customer support, product safety and design.',
          description: 'Meta description of the blog authors page',
        })}
      />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
