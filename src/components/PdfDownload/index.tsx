import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useIntlLocale} from '@site/src/hooks/useFormat';
import {manualPdf} from '@site/plugins/pdf/client';
import type {PdfFile} from '@site/plugins/pdf';
import {formatFileSize} from '@site/src/domain/formatFacts';
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

/**
 * The dev server's link, to a PDF made when asked for, whose size nobody knows
 * yet (plugins/pdf/dev.ts). Only there: a build's pages never carry it.
 */
function UnsizedPdfLink({pdf, title, variant, className}: Omit<Props, 'docId'> & {readonly pdf: PdfFile}): ReactNode {
  return (
    // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a page to route to
    <a
      href={pdf.url}
      download={pdf.name}
      type="application/pdf"
      className={clsx(variant === 'button' ? 'button button--primary box-link' : styles.link, className)}
      aria-label={
        variant === 'link'
          ? translate(
              {
                id: 'pdf.download.label.unsized',
                message: 'Download the PDF manual of the {name}',
                description: 'Accessible name of a PDF link in lists, where its size is not known (the dev server)',
              },
              {name: title},
            )
          : undefined
      }
    >
      {variant === 'button'
        ? translate({
            id: 'pdf.download.unsized',
            message: 'Download PDF',
            description: 'Button on each manual page, where the size of the PDF is not known (the dev server)',
          })
        : translate({
            id: 'pdf.download.short.unsized',
            message: 'PDF',
            description: 'PDF link beside a manual in a list, where its size is not known (the dev server)',
          })}
    </a>
  );
}

/** Link to a manual's PDF in the page's language, with its size. */
export default function PdfDownload({docId, title, variant = 'button', className}: Props): ReactNode {
  const pdf = manualPdf(docId);
  const locale = useIntlLocale();
  if (!pdf) return null;
  // Unknown on the dev server only; the condition keeps that link and its words out of a build's bundles.
  if (process.env.NODE_ENV === 'development' && pdf.bytes === undefined) {
    return <UnsizedPdfLink pdf={pdf} title={title} variant={variant} className={className} />;
  }
  // A build knows every size: it fails when a manual has no PDF.
  const size = formatFileSize(locale, pdf.bytes!);
  return (
    // A plain <a>: the PDF is a file, not a route of the site.
    // eslint-disable-next-line @docusaurus/no-html-links -- a file to download, not a page to route to
    <a
      href={pdf.url}
      // Static hosts send no Content-Disposition: the download attribute names the file.
      download={pdf.name}
      type="application/pdf"
      className={clsx(variant === 'button' ? 'button button--primary box-link' : styles.link, className)}
      aria-label={
        variant === 'link'
          ? translate(
              {id: 'pdf.download.label', message: 'Download the PDF manual of the {name} ({size})', description: 'Accessible name of a PDF link in lists'},
              {name: title, size},
            )
          : undefined
      }
    >
      {variant === 'button'
        ? translate({id: 'pdf.download', message: 'Download PDF ({size})', description: 'Button on each manual page'}, {size})
        : translate({id: 'pdf.download.short', message: 'PDF ({size})', description: 'PDF link beside a manual in a list'}, {size})}
    </a>
  );
}
