/**
 * Writes the JSON-LD into built pages: a HowTo from each manual's numbered
 * steps and FAQPage from the FAQ, read from the rendered HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import {faqPageJsonLd, howToJsonLd, serializeJsonLd} from '../../src/domain/structuredData';
import {readSections} from './sections';

export interface Manual {
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

/** Where a locale's pages were written. */
export interface Where {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly siteUrl: string;
  /** BCP 47 language of the pages. */
  readonly inLanguage: string;
}

const absolute = (where: Where, permalink: string): string => new URL(permalink, where.siteUrl).href;

/** A HowTo in each manual page, from its numbered steps under h2#`sectionId`. */
export function addHowTos(where: Where, manuals: readonly Manual[], sectionId: string): void {
  for (const manual of manuals) {
    const file = htmlFile(where.outDir, where.baseUrl, manual.permalink);
    const section = readSections(fs.readFileSync(file, 'utf8')).find((s) => s.id === sectionId);
    if (!section || section.groups.length === 0) {
      throw new Error(`structured-data: ${manual.permalink} has no numbered steps under h2#${sectionId}`);
    }
    addJsonLd(
      file,
      howToJsonLd({
        name: `${section.heading}: ${manual.title}`,
        description: manual.description,
        url: `${absolute(where, manual.permalink)}#${sectionId}`,
        inLanguage: where.inLanguage,
        groups: section.groups,
      }),
    );
  }
}

/** FAQPage in the FAQ page, from its h2 questions and their answers. */
export function addFaqPage(where: Where, faqPath: string): void {
  const faqPermalink = path.posix.join(where.baseUrl, faqPath);
  const faqFile = htmlFile(where.outDir, where.baseUrl, faqPermalink);
  const entries = readSections(fs.readFileSync(faqFile, 'utf8'))
    .filter((s) => s.text !== '')
    .map((s) => ({question: s.heading, answer: s.text}));
  if (entries.length === 0) throw new Error(`structured-data: ${faqPermalink} has no h2 questions`);
  addJsonLd(faqFile, faqPageJsonLd(absolute(where, faqPermalink), where.inLanguage, entries));
}
