import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import MissingPageHelp from '@site/src/components/MissingPageHelp';

type Props = WrapperProps<typeof ContentType>;

/** The stock not-found text, then the search and the manual finder given the words of the missing address. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <MissingPageHelp />
    </>
  );
}
