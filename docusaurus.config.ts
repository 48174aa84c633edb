/**
 * Site configuration: assembles pieces from src/domain (brand settings, locales,
 * catalog) and plugins/. Brand settings can be overridden by environment
 * variables at build time; see src/domain/site.ts for their names.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {readSiteSettings} from './src/domain/site';
import {defaultLocale, isLocale, localeConfigs, locales, siteTitles} from './src/domain/locales';
import {catalog} from './src/domain/catalog/data';
import {validateCatalog} from './src/domain/catalog/validate';
import {alternateLinks} from './src/domain/alternates';
import {createParseFrontMatter} from './plugins/catalog/frontMatter';
import remarkManual, {type RemarkManualOptions} from './plugins/catalog/remarkManual';
import rehypeTableLabels from './plugins/shared/rehypeTableLabels';
import {DRAWINGS_STATIC_DIR, type Options as CatalogOptions} from './plugins/catalog';
import {shortLinkOf, type Options as ShortLinksOptions} from './plugins/short-links';
import type {Options as StructuredDataOptions} from './plugins/structured-data';
import {readAlgoliaSettings} from './plugins/search/algolia';
import {readAskAiEndpoint} from './plugins/search/askAi/options';
import type {Options as SearchOptions} from './plugins/search';
import {LANGUAGES, questionData, type LanguagePack} from './src/domain/languages';
import type {Options as OfflineOptions} from './plugins/offline';
import type {Options as PdfOptions} from './plugins/pdf';

// Once, before the sidebars and the plugins read the catalog: a bad entry stops here, naming file, product and field.
validateCatalog(catalog);

const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
const site = readSiteSettings(currentLocale);
// The title ends every page title and names the feeds, so it is written per locale.
const siteTitle = siteTitles[isLocale(currentLocale) ? currentLocale : defaultLocale].replace('{brand}', site.brandName);

/** Words of the language pack of the locale being built, by locale. */
function wordsOf<T>(words: (pack: LanguagePack) => T): Record<string, T> {
  return isLocale(currentLocale) ? {[currentLocale]: words(LANGUAGES[currentLocale])} : {};
}

// The manuals' route below each locale's base; every plugin that links to a manual is told it.
const DOCS_ROUTE = 'docs';

// Search: the local index built with the site, or Algolia when ALGOLIA_APP_ID,
// ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set (see plugins/search/README.md).
const algolia = readAlgoliaSettings(process.env);
const localSearch: PluginConfig = [
  './plugins/search/index.ts',
  {
    // A visitor who cannot find a manual can ask support.
    missingResultsUrl: '/contact',
    // Pages that list manuals: their hits come after the manuals' own (the kind pages are listings too).
    hubRoutes: ['', DOCS_ROUTE, `${DOCS_ROUTE}/kind/**`],
    docsRouteBasePath: DOCS_ROUTE,
    // Only the locale being built: plugin options go into every page's JavaScript.
    vocabulary: wordsOf((pack) => pack.productWords),
    synonyms: wordsOf((pack) => pack.taskWords),
    // A function: the words that ask each intent stay out of the pages' JavaScript.
    questions: questionData,
    // Ask AI writes its answers with a model only when ASK_AI_ENDPOINT is set.
    askAiEndpoint: readAskAiEndpoint(process.env) ?? null,
  } satisfies SearchOptions,
];

// Analytics and tag manager load only when their ids are set.
const analyticsPlugins: [string, object][] = [];
if (site.gaMeasurementId) {
  analyticsPlugins.push(['@docusaurus/plugin-google-gtag', {trackingID: site.gaMeasurementId, anonymizeIP: true}]);
}
if (site.gtmContainerId) {
  analyticsPlugins.push(['@docusaurus/plugin-google-tag-manager', {containerId: site.gtmContainerId}]);
}

// The default locale's address: short links (/m/<id>) live there, for every locale.
const baseUrl = '/';
// Each locale's address, stated rather than inferred: Docusaurus puts the only locale of a
// one-locale build (`docusaurus build --locale it`) at `/`, for sites with a domain per
// locale. Stated, a locale sits at the same address whether a build makes one locale or
// all seven, so per-locale builds (scripts/build-locales.mts, the deploy workflow) merge
// into the site a single build makes.
const i18nLocaleConfigs = Object.fromEntries(
  locales.map((locale) => [locale, {...localeConfigs[locale], baseUrl: locale === defaultLocale ? baseUrl : `${baseUrl}${locale}/`}]),
);

const config: Config = {
  title: siteTitle,
  tagline: 'Find and Download Instruction Manual for your product.',
  favicon: 'img/favicon.svg',
  // Each product's drawing, made from its type's with only the parts it has (plugins/catalog).
  staticDirectories: ['static', DRAWINGS_STATIC_DIR],
  url: site.siteUrl,
  baseUrl,
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  // Two pages at one address: plugins/catalog names both files; this catches any other route.
  onDuplicateRoutes: 'throw',
  // The banner's inline script would need its own hash in the Content-Security-Policy; baseUrl is fixed.
  baseUrlIssueBanner: false,
  onBrokenAnchors: 'warn',

  // Guards for visitor input the framework reads unguarded (a malformed hash, a junk colour mode).
  clientModules: ['./src/clientModules/visitorInput.ts'],
  future: {
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      // The layer polyfill out-ranks unlayered CSS, so our brand colours lost to Infima's.
      useCssCascadeLayers: false,
      // The spec stores the colour mode under the plain `theme` key.
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: true,
    },
    faster: true,
  },

  i18n: {
    defaultLocale,
    locales,
    localeConfigs: i18nLocaleConfigs,
  },

  customFields: {
    brandName: site.brandName,
    supportEmail: site.supportEmail,
    contactEndpoint: site.contactEndpoint,
    announcementText: site.announcement?.text ?? '',
    // The manual finder's words for kinds of product, in the language being built only: customFields go into every page's JavaScript.
    productWords: isLocale(currentLocale) ? LANGUAGES[currentLocale].productWords : {},
  },

  markdown: {
    // A manual's front matter also carries its short link and QR code, printed with the page.
    parseFrontMatter: createParseFrontMatter(__dirname, {shortLink: (id) => shortLinkOf(id, {url: site.siteUrl, baseUrl})}),
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: DOCS_ROUTE,
          sidebarPath: './sidebars.ts',
          // Model numbers such as 125 or 2-in-1 start many file names: keep them.
          numberPrefixParser: false,
          // <ManualSections /> and the manual components without imports; before the ToC reads the partials.
          beforeDefaultRemarkPlugins: [[remarkManual, {components: '@site/src/components'} satisfies RemarkManualOptions]],
          // Tables read as one block per row on a phone (src/theme/DocItem/Content/tables.css).
          rehypePlugins: [rehypeTableLabels],
        },
        blog: {
          blogTitle: 'Blog',
          blogDescription: 'Tips from our support and product teams: safety checks, sizing and care.',
          showReadingTime: true,
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          blogSidebarTitle: 'Recent posts',
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          changefreq: 'weekly',
          priority: 0.5,
          // Each page names its translations, so every locale's sitemap reaches every page of every locale.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) =>
            (await defaultCreateSitemapItems(params)).map((item) => ({...item, links: alternateLinks(item.url)})),
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Each plugin by path, as packages are given: Docusaurus runs its exported validateOptions.
    [
      './plugins/catalog/index.ts',
      {
        docsRouteBasePath: DOCS_ROUTE,
        kindPageComponent: '@site/src/components/ProductKindPage',
        seriesRedirectComponent: '@site/src/components/SeriesRedirect',
      } satisfies CatalogOptions,
    ],
    ['./plugins/structured-data/index.ts', {} satisfies StructuredDataOptions],
    './plugins/plain-code/index.ts',
    './plugins/page-bundles/index.ts',
    ['./plugins/pdf/index.ts', {brandName: site.brandName, brandUrl: site.brandUrl, docsRouteBasePath: DOCS_ROUTE} satisfies PdfOptions],
    // /m/<product> opens the manual in the visitor's language; PDFs and printed pages carry it as a QR code.
    ['./plugins/short-links/index.ts', {docsRouteBasePath: DOCS_ROUTE} satisfies ShortLinksOptions],
    // Offline reading of the manuals a visitor opened or saved (service worker).
    ['./plugins/offline/index.ts', {docsRouteBasePath: DOCS_ROUTE} satisfies OfflineOptions],
    // `npm start` only (a build lists no plugin it does not use): a save of a translation compiles the saved file, not every manual again.
    ...(process.env.NODE_ENV === 'development' ? ['./plugins/dev-server/index.ts'] : []),
    ...analyticsPlugins,
  ],

  themes: algolia ? [] : [localSearch],

  themeConfig: {
    image: 'img/social-card.png',
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    ...(site.announcement && {
      announcementBar: {
        id: site.announcement.id,
        // src/theme/AnnouncementBar/Content shows the translated text instead.
        content: site.announcement.text || 'announcement',
        isCloseable: true,
      },
    }),
    ...(algolia && {
      algolia: {
        ...algolia,
        contextualSearch: true,
        insights: true,
        searchPagePath: 'search',
        searchParameters: {hitsPerPage: 20, clickAnalytics: true},
      },
    }),
    docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: site.brandName,
      hideOnScroll: false,
      logo: {
        alt: `${site.brandName} logo`,
        src: 'img/logo.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Instruction manuals'},
        {to: '/faq', label: 'FAQ', position: 'left'},
        {to: '/contact', label: 'Contact', position: 'left'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: site.brandUrl, label: site.brandName, position: 'right'},
        // Its class keeps it in the bar on a phone (src/css/custom.css).
        {type: 'localeDropdown', position: 'right', className: 'navbar-locale'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Support',
          items: [
            {label: 'Instruction manuals', to: '/docs/'},
            {label: 'FAQ', to: '/faq'},
            {label: 'Contact', to: '/contact'},
          ],
        },
        {
          title: 'Social',
          items: site.social.map((s) => ({label: s.label, href: s.href})),
        },
      ],
      copyright: `Copyright © 2025 ${site.brandName}.`,
    },
    // Code shows as plain text (plugins/plain-code), so no colour theme: the
    // default two would ride in every page's JavaScript as site config.
    prism: {
      theme: {plain: {}, styles: []},
      darkTheme: {plain: {}, styles: []},
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
