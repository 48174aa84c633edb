/**
 * The navbar's search button: DocSearch's markup and class names, so its CSS
 * styles it, with one change. DocSearch's own button puts no space between
 * "Search" and the key caps and is named "Search (Control+k)", so its visible
 * text ("SearchCtrlK" to assistive tech) is not part of its name: WCAG 2.5.3,
 * label in name, which voice-control users rely on ("click Search Ctrl K").
 */
import {useEffect, useState, type ComponentPropsWithRef, type ReactNode} from 'react';
// DocSearch's button styles and the variables they read; DocSearch's whole set of variables and the modal's styles load with the modal.
import './variables.css';
import '@docsearch/css/dist/button.css';

interface Props extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> {
  /** Visible text and start of the accessible name, e.g. "Search". */
  readonly label: string;
}

interface Shortcut {
  /** Key cap of the modifier: "Ctrl", or "⌘" on Apple devices. */
  readonly cap: string;
  /** The modifier as aria-keyshortcuts names it. */
  readonly key: 'Control' | 'Meta';
}

/** The Ctrl/Cmd+K shortcut of this device; null until mounted (the server cannot know). */
function useShortcut(): Shortcut | null {
  const [shortcut, setShortcut] = useState<Shortcut | null>(null);
  useEffect(() => {
    setShortcut(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? {cap: '⌘', key: 'Meta'} : {cap: 'Ctrl', key: 'Control'});
  }, []);
  return shortcut;
}

export default function SearchButton({label, ...buttonProps}: Props): ReactNode {
  const shortcut = useShortcut();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={shortcut ? `${label} ${shortcut.cap} K` : label}
      aria-keyshortcuts={shortcut ? `${shortcut.key}+K` : undefined}
      {...buttonProps}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
          <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>{' '}
      <span className="DocSearch-Button-Keys">
        {shortcut && (
          <>
            <kbd className={shortcut.key === 'Control' ? 'DocSearch-Button-Key DocSearch-Button-Key--ctrl' : 'DocSearch-Button-Key'}>{shortcut.cap}</kbd>{' '}
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
