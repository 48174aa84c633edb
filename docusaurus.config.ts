/**
 * Site configuration: assembles pieces from src/data (brand settings, locales,
 * catalog) and plugins/. Brand settings can be overridden by environment
 * variables at build time; see src/data/site.ts for their names.
 */
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import {themes as prismThemes} from 'prism-react-renderer';
import {readSiteSettings} from './src/data/site';
import {defaultLocale, localeConfigs, locales} from './src/data/locales';
import {series} from './src/data/catalog';
import {catalog} from './src/data/catalog/data';
import {validateCatalog} from './src/data/catalog/validate';
import {createParseFrontMatter} from './plugins/catalog/frontMatter';
import catalogPlugin from './plugins/catalog';
import type {Options as PdfOptions} from './plugins/pdf';

validateCatalog(catalog);

const site = readSiteSettings(process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale);

// Analytics and tag manager load only when their ids are set.
const analyticsPlugins: [string, object][] = [];
if (site.gaMeasurementId) {
  analyticsPlugins.push(['@docusaurus/plugin-google-gtag', {trackingID: site.gaMeasurementId, anonymizeIP: true}]);
}
if (site.gtmContainerId) {
  analyticsPlugins.push(['@docusaurus/plugin-google-tag-manager', {containerId: site.gtmContainerId}]);
}

const config: Config = {
  title: `${site.brandName} instruction manuals`,
  tagline: 'Find and Download Instruction Manual for your product.',
  favicon: 'img/favicon.svg',
  url: site.siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',

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
    localeConfigs,
  },

  customFields: {
    brandName: site.brandName,
    supportEmail: site.supportEmail,
    contactEndpoint: site.contactEndpoint,
    announcementText: site.announcement?.text ?? '',
  },

  markdown: {
    parseFrontMatter: createParseFrontMatter(__dirname),
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // Model numbers such as 125 or 2-in-1 start many file names: keep them.
          numberPrefixParser: false,
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
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    catalogPlugin,
    // By path, so Docusaurus finds and runs its validateOptions.
    ['./plugins/pdf/index.ts', {brandName: site.brandName} satisfies PdfOptions],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // Printed listings use /category/{series}-series; both reach the page.
        redirects: series.map((s) => ({from: `/docs/category/${s.id}-series`, to: `/docs/category/${s.id}`})),
      } satisfies RedirectOptions,
    ],
    ...analyticsPlugins,
  ],

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
        {type: 'localeDropdown', position: 'right'},
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
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
