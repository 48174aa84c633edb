/** The search page's query field is the manual finder's: same look, length limit and hint on every page. */
import type {ReactNode} from 'react';
import type {Props} from '@theme/SearchQueryField';
import ManualQueryField from '@site/src/components/ManualQueryField';

export default function SearchQueryField(props: Props): ReactNode {
  return <ManualQueryField {...props} />;
}
