/**
 * The short link's page, with scripts on: an inline script in its <head>
 * (bundled by ../script.ts) that forwards to the manual in the visitor's
 * language before anything else loads. The same text on every page, so the
 * Content-Security-Policy allows it by one hash; the page gives its manuals
 * in the script's `data-manuals` attribute: `[[lang, url], …]`, the default
 * locale first. When anything fails, the page's links stay.
 */
import {manualFor} from '../shared/language';

try {
  const script = document.currentScript as HTMLScriptElement | null;
  const manuals = (JSON.parse(script?.dataset.manuals ?? '[]') as [string, string][]).map(([lang, url]) => ({lang, url}));
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const manual = manualFor(manuals, languages);
  if (manual) window.location.replace(`${manual.url}${window.location.search}${window.location.hash}`);
} catch {
  // The links on the page still lead to every manual.
}
