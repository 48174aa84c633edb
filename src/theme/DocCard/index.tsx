import type {ReactNode} from 'react';
import DocCard from '@theme-original/DocCard';
import type DocCardType from '@theme/DocCard';
import type {WrapperProps} from '@docusaurus/types';
import PdfDownload from '@site/src/components/PdfDownload';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocCardType>;

/** The stock card, plus a link to the manual's PDF under cards of manuals (category pages). */
export default function DocCardWrapper(props: Props): ReactNode {
  const {item} = props;
  if (item.type !== 'link' || !item.docId) return <DocCard {...props} />;
  return (
    <div className={styles.wrapper}>
      <DocCard {...props} />
      <PdfDownload docId={item.docId} title={item.label} variant="link" className={styles.pdf} />
    </div>
  );
}
