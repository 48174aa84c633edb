import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type {Props} from '@theme/BlogTagsListPage';

/** Wrapped to add the meta description the stock page lacks (search results show it). */
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        description={translate({
          id: 'blog.tags.description',
          message: 'Blog posts by topic: safety checks, maintenance and choosing the right size.',
          description: 'Meta description of the blog tags page',
        })}
      />
      <BlogTagsListPage {...props} />
    </>
  );
}
