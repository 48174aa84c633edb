/**
 * Under the modal's search field, once a visitor types or pastes past its
 * 64 characters (the spec's limit for a search): says that the search reads
 * the first 64, and offers to ask the whole question, which Ask AI reads in
 * full. The characters the field refused are kept here, not lost.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import {QUERY_MAX_LENGTH} from '../../../../src/domain/text/limits';
import {QUESTION_MAX_LENGTH} from '../../shared/constants';
import styles from './styles.module.css';

interface Props {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
  /** Asks Ask AI the whole question. */
  readonly onAsk: (question: string) => void;
}

/** The field's text with `inserted` put in place of its selection. */
function withInsertion(input: HTMLInputElement, inserted: string, known: string): string {
  // Past the limit the field holds only the start of what was typed: go on from what was kept.
  const value = known.startsWith(input.value) ? known : input.value;
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const atEnd = start === input.value.length;
  const text = atEnd ? value + inserted : value.slice(0, start) + inserted + value.slice(end);
  return text.slice(0, QUESTION_MAX_LENGTH);
}

export default function LongQueryNote({container, onAsk}: Props): ReactNode {
  const [full, setFull] = useState('');
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const input = container.querySelector<HTMLInputElement>('input.DocSearch-Input');
    const form = input?.closest<HTMLElement>('.DocSearch-SearchBar') ?? null;
    setBar(form);
    if (!input) return undefined;
    let known = '';
    const overflow = (inserted: string): void => {
      const room = QUERY_MAX_LENGTH - input.value.length + Math.abs((input.selectionEnd ?? 0) - (input.selectionStart ?? 0));
      if (inserted.length <= room) return;
      known = withInsertion(input, inserted, known);
      setFull(known);
    };
    const onBeforeInput = (event: InputEvent): void => {
      if (event.inputType === 'insertText' && event.data) overflow(event.data);
    };
    const onPaste = (event: ClipboardEvent): void => overflow(event.clipboardData?.getData('text/plain') ?? '');
    // Shorter again, or emptied: nothing is beyond the limit any more.
    const onInput = (): void => {
      if (input.value.length < QUERY_MAX_LENGTH) {
        known = '';
        setFull('');
      }
    };
    input.addEventListener('beforeinput', onBeforeInput);
    input.addEventListener('paste', onPaste);
    input.addEventListener('input', onInput);
    return () => {
      input.removeEventListener('beforeinput', onBeforeInput);
      input.removeEventListener('paste', onPaste);
      input.removeEventListener('input', onInput);
    };
  }, [container]);
  if (!bar || full === '') return null;
  return createPortal(
    <div className={styles.note} role="status">
      <span>{translate({id: 'search.longQuery.note', message: 'Search reads the first {count} characters.'}, {count: QUERY_MAX_LENGTH})}</span>{' '}
      <button
        type="button"
        className={styles.ask}
        onClick={() => {
          onAsk(full);
          setFull('');
        }}
      >
        {translate({id: 'search.longQuery.ask', message: 'Ask the whole question'})}
      </button>
    </div>,
    bar,
  );
}
