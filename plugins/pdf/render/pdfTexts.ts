/**
 * Words that only the PDFs print. They go through `translate()` like every UI
 * string, so `write-translations` puts them in code.json (the plugin lists
 * this folder in getPathsToWatch) and `i18n:check` keeps every locale complete.
 * Warning boxes carry the signal words of src/domain/signalWords.ts, as the pages do.
 */
import {translate} from '@docusaurus/Translate';
import {isLocale} from '../../../src/domain/locales';
import type {SafetySign} from '../../../src/domain/manuals';
import {SIGNAL_WORDS} from '../../../src/domain/signalWords';

export interface PdfMessages {
  readonly manual: string;
  readonly contents: string;
  readonly language: string;
  readonly edition: string;
  readonly references: string;
  readonly latestVersion: (url: string) => string;
  readonly page: (page: number, pages: number) => string;
  /** Beside the QR code of the manual's short link. */
  readonly scan: string;
  readonly admonition: Readonly<Record<AdmonitionKind, string>>;
  /** What each sign on the cover and the safety page means. */
  readonly sign: Readonly<Record<SafetySign, string>>;
  readonly back: {
    readonly keep: string;
    readonly manufacturer: string;
    readonly designedIn: (brand: string, town: string) => string;
    readonly website: string;
    readonly contact: string;
    readonly online: string;
  };
}

export type AdmonitionKind = 'danger' | 'warning' | 'caution' | 'note' | 'tip' | 'info';

export function pdfMessages(locale: string): PdfMessages {
  if (!isLocale(locale)) throw new Error(`No signal words for locale "${locale}": add it to src/domain/locales.ts`);
  return {
    manual: translate({id: 'pdf.cover.manual', message: 'Instruction manual', description: 'Subtitle on the PDF cover'}),
    contents: translate({id: 'pdf.contents', message: 'Contents', description: 'Title of the table of contents in a PDF manual'}),
    language: translate({id: 'pdf.cover.language', message: 'Language', description: 'Label of the manual language on the PDF cover'}),
    edition: translate({
      id: 'pdf.cover.edition',
      message: 'Edition',
      description: 'Label of the date the manual text last changed, on the PDF cover',
    }),
    references: translate({id: 'spec.references', message: 'Reference number'}),
    latestVersion: (url) =>
      translate(
        {id: 'pdf.latestVersion', message: 'Latest version of this manual: {url}', description: 'On the PDF cover; {url} is the manual page on the website'},
        {url},
      ),
    page: (page, pages) => translate({id: 'pdf.page', message: 'Page {page} of {pages}', description: 'Footer of every PDF page'}, {page, pages}),
    // The same words as a printed manual page's (plugins/short-links/theme/ShortLinkQr).
    scan: translate({
      id: 'shortLink.scan',
      message: 'Scan to open this manual online',
      description: "Beside the QR code of a manual's short link: on the PDF cover and back page, and on a printed manual page",
    }),
    sign: {
      age: translate({id: 'spec.age', message: 'Recommended age'}),
      'max-weight': translate({id: 'spec.maxRider', message: 'Maximum user weight'}),
      helmet: translate({
        id: 'pdf.sign.helmet',
        message: 'Wear a helmet',
        description: 'Sign on the PDF cover and safety page: the rider must wear a helmet',
      }),
      supervision: translate({
        id: 'pdf.sign.supervision',
        message: 'Only under adult supervision',
        description: 'Sign on the PDF cover and safety page: an adult must watch the child',
      }),
      'small-parts': translate({
        id: 'pdf.sign.smallParts',
        message: 'Not for children under 3 years: small parts',
        description: 'Sign on the PDF cover and safety page when a source warns of small parts',
      }),
    },
    back: {
      keep: translate({id: 'pdf.back.keep', message: 'Keep these instructions for future reference.', description: 'On the back page of every PDF manual'}),
      manufacturer: translate({
        id: 'pdf.back.manufacturer',
        message: 'Manufacturer',
        description: 'Label of the manufacturer on the back page of a PDF manual',
      }),
      designedIn: (brand, town) =>
        translate(
          {
            id: 'pdf.back.designedIn',
            message: '{brand} products are designed in {town}, near Lyon (France).',
            description: 'Back page of a PDF manual; {brand} is the brand, {town} where its products are designed',
          },
          {brand, town},
        ),
      website: translate({id: 'pdf.back.website', message: 'Website', description: "Label of the brand's website on the back page of a PDF manual"}),
      contact: translate({
        id: 'pdf.back.contact',
        message: 'Questions, spare parts and warranty',
        description: 'Label of the contact page address on the back page of a PDF manual',
      }),
      online: translate({
        id: 'pdf.back.online',
        message: 'This manual online, always up to date',
        description: "Label of the manual's web address on the back page of a PDF manual",
      }),
    },
    admonition: {
      ...SIGNAL_WORDS[locale],
      note: translate({
        id: 'theme.admonition.note',
        message: 'note',
        description: 'The default label used for the Note admonition (:::note)',
      }),
      tip: translate({
        id: 'theme.admonition.tip',
        message: 'tip',
        description: 'The default label used for the Tip admonition (:::tip)',
      }),
      info: translate({
        id: 'theme.admonition.info',
        message: 'info',
        description: 'The default label used for the Info admonition (:::info)',
      }),
    },
  };
}
