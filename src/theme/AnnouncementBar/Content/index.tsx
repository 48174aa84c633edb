import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

/**
 * Ejected: the stock component injects the config's HTML, which has one
 * language. This one shows the translated text, or the build's override. On
 * a phone it takes one line; when the text is longer, "More" shows the rest.
 */
export default function AnnouncementBarContent(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);
  const text = useRef<HTMLSpanElement>(null);
  const textId = useId();
  useEffect(() => {
    const element = text.current;
    if (!element) return undefined;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const override = siteConfig.customFields?.announcementText as string | undefined;
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <span id={textId} ref={text} className={clsx(styles.text, !expanded && styles.oneLine)}>
        {override ||
          translate({
            id: 'announcement.text',
            message: 'Assembling a new product? Every manual has step-by-step guides with drawings.',
            description: 'Announcement bar text; a new ANNOUNCEMENT_ID shows it again to visitors who closed it',
          })}
      </span>
      {(cut || expanded) && (
        <button type="button" className={clsx('clean-btn', styles.more)} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? translate({id: 'announcement.less', message: 'Less', description: 'Button that folds the announcement back to one line on a phone'})
            : translate({id: 'announcement.more', message: 'More', description: 'Button that shows the whole announcement on a phone'})}
        </button>
      )}
    </div>
  );
}
