/**
 * A manual's facts formatted for the locale being built (ManualPageFacts in
 * src/domain/manualFacts.ts), for its front matter. The domain's labels call
 * translate() of `@docusaurus/Translate`, which only the bundle resolves, so
 * they are loaded here as the PDF worker loads them: with Node's translate()
 * reading the locale's code.json (plugins/shared/aliases.mjs).
 */
import path from 'node:path';
import {createJiti} from 'jiti';
import type {Product} from '../../src/domain/catalog';
import type {ManualPageFacts} from '../../src/domain/manualFacts';
import {isLocale, localeConfigs} from '../../src/domain/locales';
import {nodeAliases} from '../shared/aliases.mjs';
import {loadMessages} from '../shared/codeTranslations';

interface Modules {
  readonly facts: typeof import('../../src/domain/manualFacts');
  readonly format: typeof import('../../src/domain/formatFacts');
  readonly labels: typeof import('../../src/domain/labels');
  readonly translate: typeof import('../shared/translate');
}

const loaded = new Map<string, Promise<Modules>>();

function modulesFor(siteDir: string): Promise<Modules> {
  let modules = loaded.get(siteDir);
  if (!modules) {
    const jiti = createJiti(__filename, {alias: nodeAliases(siteDir)});
    const domain = path.resolve(__dirname, '../../src/domain');
    modules = (async () => ({
      facts: await jiti.import<Modules['facts']>(path.join(domain, 'manualFacts.ts')),
      format: await jiti.import<Modules['format']>(path.join(domain, 'formatFacts.ts')),
      labels: await jiti.import<Modules['labels']>(path.join(domain, 'labels.ts')),
      translate: await jiti.import<Modules['translate']>('@docusaurus/Translate'),
    }))();
    loaded.set(siteDir, modules);
  }
  return modules;
}

export async function pageFacts(siteDir: string, locale: string, product: Product): Promise<ManualPageFacts> {
  const {facts, format, labels, translate} = await modulesFor(siteDir);
  // Nothing awaits between the locale's messages and the rows made with them.
  translate.setMessages(loadMessages(siteDir, locale));
  const intlLocale = isLocale(locale) ? localeConfigs[locale].htmlLang : locale;
  const templates = labels.formatTemplates();
  return facts.manualPageFacts(product, (p, name, use) => format.formatFact(intlLocale, p, name, templates, use));
}
