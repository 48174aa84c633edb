import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useIntlLocale} from '@site/src/hooks/useFormat';
import {manualPdf} from '@site/plugins/pdf/client';
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

/** Link to a manual's PDF in the page's language, with its size. */
export default function PdfDownload({docId, title, variant = 'button', className}: Props): ReactNode {
  const pdf = manualPdf(docId);
  const locale = useIntlLocale();
  if (!pdf) return null;
  const size = formatFileSize(locale, pdf.bytes);
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
