/**
 * Words that only the PDFs print. They go through `translate()` like every UI
 * string, so `write-translations` puts them in code.json (the plugin lists
 * this folder in getPathsToWatch) and `i18n:check` keeps every locale complete.
 */
import {translate} from '@docusaurus/Translate';

export interface PdfMessages {
  readonly manual: string;
  readonly contents: string;
  readonly language: string;
  readonly edition: string;
  readonly references: string;
  readonly latestVersion: (url: string) => string;
  readonly page: (page: number, pages: number) => string;
  readonly admonition: Readonly<Record<AdmonitionKind, string>>;
}

export type AdmonitionKind = 'danger' | 'warning' | 'caution' | 'note' | 'tip' | 'info';

export function pdfMessages(): PdfMessages {
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
    admonition: {
      danger: translate({
        id: 'theme.admonition.danger',
        message: 'danger',
        description: 'The default label used for the Danger admonition (:::danger)',
      }),
      warning: translate({
        id: 'theme.admonition.warning',
        message: 'warning',
        description: 'The default label used for the Warning admonition (:::warning)',
      }),
      caution: translate({
        id: 'theme.admonition.caution',
        message: 'caution',
        description: 'The default label used for the Caution admonition (:::caution)',
      }),
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
