import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Ejected: the stock component injects the config's HTML, which has one
 * language. This one shows the translated text, or the build's override.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const override = siteConfig.customFields?.announcementText as string | undefined;
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {override ||
        translate({
          id: 'announcement.text',
          message: 'Assembling a new product? Every manual has step-by-step guides with drawings.',
          description: 'Announcement bar text; a new ANNOUNCEMENT_ID shows it again to visitors who closed it',
        })}
    </div>
  );
}
