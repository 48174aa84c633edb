import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import BlogAuthorsPostsPage from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';

/** Wrapped to add the meta description the stock page lacks (search results show it). */
export default function BlogAuthorsPostsPageWrapper(props: Props): ReactNode {
  const {author} = props;
  return (
    <>
      <PageMetadata
        description={
          author.description ??
          translate(
            {id: 'blog.author.description', message: 'Blog posts by {name}.', description: 'Meta description of a blog author page'},
            {name: author.name ?? ''},
          )
        }
      />
      <BlogAuthorsPostsPage {...props} />
    </>
  );
}
