/**
 * Structured-data plugin: after each locale's build, adds JSON-LD that is
 * read from the rendered page, so it is in the page's language and matches
 * what a visitor sees: a HowTo from each manual's numbered assembly steps,
 * and FAQPage from the FAQ's questions. (Product data comes from the
 * catalog in ManualHeader.)
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {faqPageJsonLd, howToJsonLd, serializeJsonLd} from '../../src/lib/structuredData';
import {validateOptions, type PluginOptions} from './options';
import {readSections} from './sections';

interface Manual {
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
}

/** The HTML file of a route in the locale's output folder. */
function htmlFile(outDir: string, baseUrl: string, permalink: string): string {
  const rel = permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = [path.join(outDir, rel, 'index.html'), path.join(outDir, `${rel}.html`)];
  const found = candidates.find((f) => fs.existsSync(f));
  if (!found) throw new Error(`structured-data: no HTML file for ${permalink} in ${outDir}`);
  return found;
}

function addJsonLd(file: string, data: object): void {
  const html = fs.readFileSync(file, 'utf8');
  const tag = `<script type="application/ld+json">${serializeJsonLd(data)}</script>`;
  fs.writeFileSync(file, html.replace('</head>', `${tag}</head>`));
}

function structuredDataPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const {guideSectionId, faqPath} = options;
  const {siteConfig, i18n} = context;
  const inLanguage = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  let manuals: Manual[] = [];

  return {
    name: 'structured-data',
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      manuals = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs
          .filter((doc) => typeof doc.frontMatter.product === 'string')
          .map((doc) => ({permalink: doc.permalink, title: doc.title, description: doc.description})),
      );
    },
    postBuild({outDir}) {
      const absolute = (permalink: string): string => new URL(permalink, siteConfig.url).href;
      for (const manual of manuals) {
        const file = htmlFile(outDir, context.baseUrl, manual.permalink);
        const section = readSections(fs.readFileSync(file, 'utf8')).find((s) => s.id === guideSectionId);
        if (!section || section.groups.length === 0) {
          throw new Error(`structured-data: ${manual.permalink} has no numbered steps under h2#${guideSectionId}`);
        }
        addJsonLd(
          file,
          howToJsonLd({
            name: `${section.heading}: ${manual.title}`,
            description: manual.description,
            url: `${absolute(manual.permalink)}#${guideSectionId}`,
            inLanguage,
            groups: section.groups,
          }),
        );
      }
      const faqPermalink = path.posix.join(context.baseUrl, faqPath);
      const faqFile = htmlFile(outDir, context.baseUrl, faqPermalink);
      const entries = readSections(fs.readFileSync(faqFile, 'utf8'))
        .filter((s) => s.text !== '')
        .map((s) => ({question: s.heading, answer: s.text}));
      if (entries.length === 0) throw new Error(`structured-data: ${faqPermalink} has no h2 questions`);
      addJsonLd(faqFile, faqPageJsonLd(absolute(faqPermalink), inLanguage, entries));
    },
  };
}

// Docusaurus calls this for plugins given as functions, as for packages.
structuredDataPlugin.validateOptions = validateOptions;

/** Typed as Docusaurus's plugin module, so the config can pass it with or without options. */
export default structuredDataPlugin as unknown as PluginModule<unknown>;
