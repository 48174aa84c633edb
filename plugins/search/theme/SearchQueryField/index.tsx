/**
 * The query field of the /search page: a labelled search input. A site
 * gives it its own look by overriding @theme/SearchQueryField.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/SearchQueryField';

export default function SearchQueryField({id, name, label, value, onChange}: Props): ReactNode {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="search" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" enterKeyHint="search" />
    </>
  );
}
