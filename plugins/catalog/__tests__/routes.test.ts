import {describe, expect, it} from 'vitest';
import {claimedRoutes, duplicateRoutes} from '../routes';

const docs = (list: {permalink: string; source: string}[]) => ({
  'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: list}]}},
});

const OPTIONS = {id: 'default', docsRouteBasePath: 'docs', kindPageComponent: '@site/x/Kind', seriesRedirectComponent: '@site/x/Redirect'};

describe('duplicateRoutes', () => {
  it('names both files when a slug takes another manual’s address', () => {
    const routes = claimedRoutes(
      docs([
        {permalink: '/docs/flow/125', source: '@site/docs/flow/125.mdx'},
        {permalink: '/docs/flow/125', source: '@site/docs/flow/foldable.mdx'},
        {permalink: '/docs/flow/lights', source: '@site/docs/flow/lights.mdx'},
      ]),
    );
    expect(duplicateRoutes(routes)).toEqual(['/docs/flow/125 is the address of docs/flow/125.mdx and of docs/flow/foldable.mdx']);
  });

  it('finds a page over a manual, a blog post over a page, and a trailing-slash twin', () => {
    const routes = claimedRoutes({
      ...docs([{permalink: '/docs/', source: '@site/docs/index.mdx'}]),
      'docusaurus-plugin-content-pages': {
        default: [
          {permalink: '/docs', source: '@site/src/pages/docs.tsx'},
          {permalink: '/faq', source: '@site/src/pages/faq.mdx'},
        ],
      },
      'docusaurus-plugin-content-blog': {default: {blogPosts: [{metadata: {permalink: '/faq', source: '@site/blog/2025-faq.md'}}]}},
    });
    expect(duplicateRoutes(routes)).toEqual([
      '/docs is the address of docs/index.mdx and of src/pages/docs.tsx',
      '/faq is the address of blog/2025-faq.md and of src/pages/faq.mdx',
    ]);
  });

  it('passes distinct addresses', () => {
    expect(
      duplicateRoutes([
        {permalink: '/a', source: 'a'},
        {permalink: '/b', source: 'b'},
        {permalink: '/', source: 'home'},
      ]),
    ).toEqual([]);
  });
});

describe('the catalog plugin', () => {
  it('fails the build naming both files of a duplicate address', async () => {
    const {default: catalogPlugin} = await import('../index');
    const plugin = catalogPlugin({siteDir: process.cwd(), baseUrl: '/', i18n: {currentLocale: 'en'}} as Parameters<typeof catalogPlugin>[0], OPTIONS);
    const allContent = docs([
      {permalink: '/docs/flow/125', source: '@site/docs/flow/125.mdx'},
      {permalink: '/docs/flow/125', source: '@site/docs/flow/foldable.mdx'},
    ]);
    expect(() => plugin.allContentLoaded!({allContent, actions: {} as never})).toThrow(
      /\/docs\/flow\/125 is the address of docs\/flow\/125\.mdx and of docs\/flow\/foldable\.mdx/,
    );
  });

  it('fails when a manual takes the address of a series page', async () => {
    const {default: catalogPlugin} = await import('../index');
    const plugin = catalogPlugin({siteDir: process.cwd(), baseUrl: '/', i18n: {currentLocale: 'en'}} as Parameters<typeof catalogPlugin>[0], OPTIONS);
    const allContent = docs([{permalink: '/docs/category/flow', source: '@site/docs/flow/foldable.mdx'}]);
    expect(() => plugin.allContentLoaded!({allContent, actions: {} as never})).toThrow(
      /\/docs\/category\/flow is the address of docs\/flow\/foldable\.mdx and of the category page of series "flow"/,
    );
  });
});
