/**
 * Visitor input the framework reads unguarded, made safe before it does.
 *
 * - The address's fragment: after each navigation Docusaurus scrolls to the
 *   hash with an unguarded `decodeURIComponent` (core's
 *   `ClientLifecyclesDispatcher`, not swizzlable), so `#50%` or a cut-off
 *   `#%E0%A4%A` crashes the page ("This page crashed / URI malformed"). A hash
 *   that does not decode has its `%` escaped, in place, before the router
 *   reads the address: on load and on every history move (this module is
 *   imported before the router listens, so its listener runs first).
 * - The colour mode: Docusaurus's inline script copies whatever `theme` the
 *   storage or `?docusaurus-theme=` holds into `data-theme`; React reads it
 *   as light but leaves the attribute. Anything but light or dark becomes the
 *   configured default.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/** The hash as it decodes safely: unchanged when it already does. */
export function decodableHash(hash: string): string {
  try {
    decodeURIComponent(hash);
    return hash;
  } catch {
    return hash.replaceAll('%', '%25');
  }
}

function repairHash(): void {
  const {hash} = window.location;
  const safe = decodableHash(hash);
  if (safe !== hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${safe}`);
}

const COLOR_MODES = new Set(['light', 'dark']);
const DEFAULT_MODE = (siteConfig.themeConfig as {colorMode?: {defaultMode?: string}}).colorMode?.defaultMode ?? 'light';

function repairColorMode(): void {
  const root = document.documentElement;
  if (!COLOR_MODES.has(root.getAttribute('data-theme') ?? '')) root.setAttribute('data-theme', DEFAULT_MODE);
  const choice = root.getAttribute('data-theme-choice');
  if (choice !== null && choice !== 'system' && !COLOR_MODES.has(choice)) root.setAttribute('data-theme-choice', DEFAULT_MODE);
}

if (ExecutionEnvironment.canUseDOM) {
  repairHash();
  repairColorMode();
  window.addEventListener('popstate', repairHash, true);
  window.addEventListener('hashchange', repairHash, true);
}
