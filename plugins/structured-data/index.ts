/**
 * Structured-data plugin: after each locale's build, adds JSON-LD that is
 * read from the rendered page, so it is in the page's language and matches
 * what a visitor sees: a HowTo from each manual's numbered assembly steps,
 * and FAQPage from the FAQ's questions. (Product data comes from the
 * catalog in ManualHeader.)
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {addFaqPage, addHowTos, type Manual} from './jsonLd';
import type {PluginOptions} from './options';

export {validateOptions, type Options, type PluginOptions} from './options';

export default function structuredDataPlugin(context: LoadContext, options: PluginOptions): Plugin {
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
      const where = {outDir, baseUrl: context.baseUrl, siteUrl: siteConfig.url, inLanguage};
      addHowTos(where, manuals, guideSectionId);
      addFaqPage(where, faqPath);
    },
  };
}
