/** The offline plugin's theme components, as site code imports them. */
declare module '@theme/SaveForOffline' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The manual's PDF in this locale, kept with it; undefined where none was built. */
    readonly pdf: string | undefined;
    readonly className?: string;
  }
  export default function SaveForOffline(props: Props): ReactNode;
}
