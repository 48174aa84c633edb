/**
 * A manual's short link as a QR code, with the address and what scanning
 * does, for a printed manual page: hidden on screen, shown on paper. The
 * code comes encoded (build time); drawing it needs no encoder here.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {QR_QUIET_ZONE, qrPath, unpackQr} from '@site/src/domain/qr';
import type {ShortLink} from '../../shared/types';
import styles from './styles.module.css';

interface Props {
  readonly link: ShortLink;
  readonly className?: string;
}

export default function ShortLinkQr({link, className}: Props): ReactNode {
  const modules = unpackQr(link.qr);
  const side = modules.length + 2 * QR_QUIET_ZONE;
  return (
    <div className={clsx(styles.qr, className)}>
      {/* Its white quiet zone is part of the drawing: a reader finds the code on any paper. */}
      <svg viewBox={`${-QR_QUIET_ZONE} ${-QR_QUIET_ZONE} ${side} ${side}`} className={styles.code} aria-hidden="true" focusable="false">
        <rect x={-QR_QUIET_ZONE} y={-QR_QUIET_ZONE} width={side} height={side} fill="#fff" />
        <path d={qrPath(modules)} fill="#000" />
      </svg>
      <p className={styles.text}>
        <Translate id="shortLink.scan" description="Beside the QR code of a manual's short link: on the PDF cover and back page, and on a printed manual page">
          Scan to open this manual online
        </Translate>
        <br />
        <span className={styles.url}>{link.url}</span>
      </p>
    </div>
  );
}
