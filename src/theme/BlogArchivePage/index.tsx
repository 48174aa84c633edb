import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';
import Heading from '@theme/Heading';

interface YearPosts {
  readonly year: string;
  readonly posts: readonly ArchiveBlogPost[];
}

/** Newest first, as the stock archive lists them. */
function postsByYear(blogPosts: readonly ArchiveBlogPost[]): YearPosts[] {
  const byYear = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0]!;
    byYear.set(year, [post, ...(byYear.get(year) ?? [])]);
  }
  return [...byYear].map(([year, posts]) => ({year, posts}));
}

/**
 * Ejected only to make each year an h2: the stock archive puts h3 years
 * under the h1, a skipped heading level that screen readers and the HTML
 * checker report.
 */
export default function BlogArchivePage({archive}: Props): ReactNode {
  const title = translate({
    id: 'theme.blog.archive.title',
    message: 'Archive',
    description: 'The page & hero title of the blog archive page',
  });
  const description = translate({
    id: 'theme.blog.archive.description',
    message: 'Archive',
    description: 'The page & hero description of the blog archive page',
  });
  const dateFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main className="container margin-vert--lg">
          <div className="row">
            {years.map(({year, posts}) => (
              <section key={year} className="col col--4 margin-vert--lg">
                <Heading as="h2" id={year}>
                  {year}
                </Heading>
                <ul>
                  {posts.map((post) => (
                    <li key={post.metadata.permalink}>
                      <Link to={post.metadata.permalink}>
                        {dateFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
