/**
 * Three screens DocSearch 4.7.1 describes but never reaches, shown in its own
 * markup and styles inside its modal:
 * - the start screen's "No recent searches": the modal renders no panel at
 *   all for an empty query without saved searches;
 * - the error screen: the modal sets its error status, then its search loop
 *   resets the status to idle, so a failed load shows "No results";
 * - the no-results suggestions: the modal stores them as an object, not an
 *   array, so its list never renders.
 * And one it shows too early: while the index still loads, the modal has no
 * results yet and says "No results"; that screen stays hidden until it has.
 * When a DocSearch release fixes either, its own screen shows and this one
 * steps aside (it renders only while DocSearch's is missing).
 */
import {useEffect, useState, useSyncExternalStore, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {ModalTranslations} from '@docsearch/react/modal';
import {translate} from '@docusaurus/Translate';
import {getIndexStatus, subscribeIndexStatus} from '../../client/loadIndex';
import {getLastSections} from '../../client/lastSections';
import styles from './styles.module.css';

interface Props {
  /** The element the modal is rendered into. */
  readonly container: HTMLElement;
  readonly translations: ModalTranslations;
}

interface ModalParts {
  /** The modal, when it shows no panel under the search box. */
  readonly emptyModal: HTMLElement | null;
  /** DocSearch's no-results screen while it is shown. */
  readonly noResults: HTMLElement | null;
  /** DocSearch's panel under the search box (with Ask AI on, a failed search shows it empty). */
  readonly dropdown: HTMLElement | null;
  /** Whether the search box holds a query. */
  readonly typed: boolean;
}

function useModalParts(container: HTMLElement): ModalParts {
  const [parts, setParts] = useState<ModalParts>({emptyModal: null, noResults: null, dropdown: null, typed: false});
  useEffect(() => {
    const update = (): void => {
      const modal = container.querySelector<HTMLElement>('.DocSearch-Modal');
      const emptyModal = modal && !modal.querySelector(':scope > .DocSearch-Dropdown:not([data-fallback])') ? modal : null;
      const noResults = container.querySelector<HTMLElement>('.DocSearch-NoResults');
      const dropdown = modal?.querySelector<HTMLElement>(':scope > .DocSearch-Dropdown:not([data-fallback]) .DocSearch-Dropdown-Container') ?? null;
      const typed = (container.querySelector<HTMLInputElement>('input.DocSearch-Input')?.value.trim() ?? '') !== '';
      setParts((old) =>
        old.emptyModal === emptyModal && old.noResults === noResults && old.dropdown === dropdown && old.typed === typed
          ? old
          : {emptyModal, noResults, dropdown, typed},
      );
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(container, {childList: true, subtree: true});
    container.addEventListener('input', update);
    return () => {
      observer.disconnect();
      container.removeEventListener('input', update);
    };
  }, [container]);
  return parts;
}

/** Types a suggestion into DocSearch's input the way a visitor would, so the modal searches it. */
function typeQuery(container: HTMLElement, query: string): void {
  const input = container.querySelector<HTMLInputElement>('input.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

export default function SearchScreenFallbacks({container, translations}: Props): ReactNode {
  const status = useSyncExternalStore(subscribeIndexStatus, getIndexStatus, () => 'idle' as const);
  const {emptyModal, noResults, dropdown, typed} = useModalParts(container);
  // With Ask AI on, a failed search leaves the results panel empty instead of showing the no-results screen.
  const screen = noResults ?? (status === 'error' ? dropdown : null);
  // A query typed while the index still loads: say that it is coming, above the "See all results" link.
  const panel = emptyModal ? null : dropdown;
  if (panel && typed && status === 'loading') {
    return createPortal(
      <p className={`DocSearch-Help ${styles.loading}`} role="status" data-fallback="">
        {translate({id: 'search.loading', message: 'Loading the search…', description: 'In the search modal while the index is still loading'})}
      </p>,
      panel,
    );
  }
  if (emptyModal) {
    return createPortal(
      <div className={`DocSearch-Dropdown ${styles.startScreen}`} data-fallback="">
        <div className="DocSearch-StartScreen">
          <p className="DocSearch-Help">{translations.startScreen?.noRecentSearchesText}</p>
        </div>
      </div>,
      emptyModal,
    );
  }
  if (!screen) return null;
  // Nothing was searched yet: the search box shows the stalled spinner, not "No results".
  if (status === 'loading') return createPortal(<div className={styles.replacing} />, screen);
  if (status === 'error') {
    return createPortal(
      <div className={`DocSearch-ErrorScreen ${styles.replacing}`}>
        <div className="DocSearch-Screen-Icon" />
        <p className="DocSearch-Title">{translations.errorScreen?.titleText}</p>
        <p className="DocSearch-Help">{translations.errorScreen?.helpText}</p>
      </div>,
      screen,
    );
  }
  const suggestions = getLastSections().slice(0, 3);
  if (suggestions.length === 0 || screen.querySelector('.DocSearch-NoResults-Prefill-List:not([data-fallback])')) return null;
  return createPortal(
    <div className="DocSearch-NoResults-Prefill-List" data-fallback="">
      <p className="DocSearch-Help">{translations.noResultsScreen?.suggestedQueryText}:</p>
      <div className="DocSearch-NoResults-Prefill-List-Items">
        {suggestions.map((section) => (
          <p key={section}>
            <button className="DocSearch-Prefill" type="button" onClick={() => typeQuery(container, `${section.toLowerCase()} `)}>
              {section}
            </button>
          </p>
        ))}
      </div>
    </div>,
    screen,
  );
}
