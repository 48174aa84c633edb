import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {manualPdf} from '@site/plugins/pdf/client';
import styles from './styles.module.css';

interface Props {
  /** Doc id of the manual, e.g. `flow/125`. */
  readonly docId: string;
  /** The manual's title (`productTitle`), for the link's accessible name in lists. */
  readonly title: string;
  /** `button` on the manual page; `link` beside a manual in a list. */
  readonly variant?: 'button' | 'link';
  readonly className?: string;
}

// A size is unknown on the dev server only, which makes a PDF when it is asked for (plugins/pdf/dev.ts): the
// `development` condition keeps those words out of a build's bundles.
const unsized = (size: string | undefined): size is undefined => process.env.NODE_ENV === 'development' && size === undefined;

function buttonText(size: string | undefined): string {
  return unsized(size)
    ? translate({
        id: 'pdf.download.unsized',
        message: 'Download PDF',
        description: 'Button on each manual page, where the size of the PDF is not known (the dev server)',
      })
    : translate({id: 'pdf.download', message: 'Download PDF ({size})', description: 'Button on each manual page'}, {size});
}

function shortText(size: string | undefined): string {
  return unsized(size)
    ? translate({
        id: 'pdf.download.short.unsized',
        message: 'PDF',
        description: 'PDF link beside a manual in a list, where its size is not known (the dev server)',
      })
    : translate({id: 'pdf.download.short', message: 'PDF ({size})', description: 'PDF link beside a manual in a list'}, {size});
}

function listLabel(title: string, size: string | undefined): string {
  return unsized(size)
    ? translate(
        {
          id: 'pdf.download.label.unsized',
          message: 'Download the PDF manual of the {name}',
          description: 'Accessible name of a PDF link in lists, where its size is not known (the dev server)',
        },
        {name: title},
      )
    : translate(
        {id: 'pdf.download.label', message: 'Download the PDF manual of the {name} ({size})', description: 'Accessible name of a PDF link in lists'},
        {name: title, size},
      );
}

/**
 * Link to a manual's PDF in the page's language, with its size as the build
 * wrote it: a number format built in the browser would cost the page's first
 * load more than the button.
 */
export default function PdfDownload({docId, title, variant = 'button', className}: Props): ReactNode {
  const pdf = manualPdf(docId);
  if (!pdf) return null;
  return (
    // A plain <a>: the PDF is a file, not a route of the site.
    // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a page to route to
    <a
      href={pdf.url}
      // Static hosts send no Content-Disposition: the download attribute names the file.
      download={pdf.name}
      type="application/pdf"
      className={clsx(variant === 'button' ? 'button button--primary box-link' : styles.link, className)}
      aria-label={variant === 'link' ? listLabel(title, pdf.size) : undefined}
    >
      {variant === 'button' ? buttonText(pdf.size) : shortText(pdf.size)}
    </a>
  );
}
