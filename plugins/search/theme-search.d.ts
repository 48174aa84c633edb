/** Theme components of the local search that a site may override in src/theme. */
declare module '@theme/SearchQueryField' {
  import type {ReactNode} from 'react';

  export interface Props {
    readonly id: string;
    /** Form field name, so the form also works before the scripts run. */
    readonly name?: string;
    readonly label: string;
    readonly value: string;
    readonly onChange: (value: string) => void;
  }
  export default function SearchQueryField(props: Props): ReactNode;
}
