import type {ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

interface Props {
  /** File below static/img/illustrations without `.svg`, e.g. `steps/fold`. */
  readonly name: string;
  /** Describes what the drawing shows, in the page's language. */
  readonly alt: string;
  readonly caption?: ReactNode;
  readonly size?: 'small' | 'medium' | 'large';
  readonly className?: string;
  /** The drawing at the top of the page, its largest paint: fetched at once, not once layout finds it on screen. */
  readonly priority?: boolean;
}

/** One of our line drawings; inverted in dark mode so it stays readable. */
export default function Illustration({name, alt, caption, size = 'medium', className, priority = false}: Props): ReactNode {
  const src = useBaseUrl(`/img/illustrations/${name}.svg`);
  return (
    <figure className={clsx(styles.figure, styles[size], className)}>
      <img
        className={styles.drawing}
        src={src}
        alt={alt}
        width={320}
        height={240}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
