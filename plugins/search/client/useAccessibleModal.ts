/**
 * DocSearch's modal as a dialog assistive tech can use. DocSearch 4.7 wraps
 * the dialog in a backdrop that is a focusable role="button" carrying the
 * combobox's ARIA (axe: nested-interactive, label-content-name-mismatch),
 * gives the dialog itself no role, and lets Tab wander to the page behind.
 * Here the backdrop keeps only its click-to-close, the modal becomes a named
 * dialog, and the page behind is inert while it is open.
 */
import {useEffect} from 'react';

/** ARIA and focus attributes DocSearch puts on its backdrop. */
const BACKDROP_ATTRIBUTES = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-labelledby', 'aria-controls', 'aria-owns'];

function fixModal(container: HTMLElement, label: string): void {
  const backdrop = container.querySelector('.DocSearch-Container');
  for (const name of BACKDROP_ATTRIBUTES) if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
  const dialog = container.querySelector('.DocSearch-Modal');
  if (dialog && dialog.getAttribute('role') !== 'dialog') {
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', label);
  }
}

/** For as long as the calling component (the open modal) is mounted. */
export function useAccessibleModal(container: HTMLElement, label: string, onClosed: () => void): void {
  useEffect(() => {
    fixModal(container, label);
    // React re-applies the backdrop's props when DocSearch re-renders it.
    const observer = new MutationObserver(() => fixModal(container, label));
    observer.observe(container, {subtree: true, childList: true, attributes: true, attributeFilter: BACKDROP_ATTRIBUTES});
    const behind = [...document.body.children].filter((element) => element !== container && !element.hasAttribute('inert'));
    for (const element of behind) element.setAttribute('inert', '');
    return () => {
      observer.disconnect();
      for (const element of behind) element.removeAttribute('inert');
      onClosed();
    };
  }, [container, label, onClosed]);
}
