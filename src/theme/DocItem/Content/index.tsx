import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
// Docs pages only, as the tables it styles: the rest of the site does not block on it.
import './tables.css';

type Props = WrapperProps<typeof ContentType>;

/** The stock content of a doc page, with the stylesheet of its stacked tables (plugins/shared/rehypeTableLabels.ts). */
export default function ContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}
