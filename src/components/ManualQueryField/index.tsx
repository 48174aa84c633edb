import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {QUERY_MAX_LENGTH} from '@site/src/lib/finder';
import styles from './styles.module.css';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Form field name, for a form that also works without JavaScript. */
  readonly name?: string;
  readonly describedBy?: string;
  /** Extra content beside the input, e.g. a submit button. */
  readonly children?: ReactNode;
}

/** The model number / product name field of the finder, home and search page. */
export default function ManualQueryField({id, label, value, onChange, name, describedBy, children}: Props): ReactNode {
  return (
    <>
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name={name}
          className={styles.input}
          type="search"
          value={value}
          maxLength={QUERY_MAX_LENGTH}
          onChange={(e) => onChange(e.target.value.slice(0, QUERY_MAX_LENGTH))}
          placeholder={translate({id: 'finder.placeholder', message: 'e.g. 634, Flow 125, Primo'})}
          aria-describedby={describedBy}
          autoComplete="off"
          enterKeyHint="search"
        />
        {children}
      </div>
    </>
  );
}
