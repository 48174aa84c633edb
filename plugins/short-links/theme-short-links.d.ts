/** The short-links plugin's theme components, as site code imports them. */
declare module '@theme/ShortLinkQr' {
  import type {ReactNode} from 'react';
  import type {ShortLink} from '@site/plugins/short-links/shared/types';

  export interface Props {
    /** The manual's short link and its packed QR code (front matter `shortLink`). */
    readonly link: ShortLink;
    readonly className?: string;
  }
  export default function ShortLinkQr(props: Props): ReactNode;
}
