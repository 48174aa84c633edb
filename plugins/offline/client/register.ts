/**
 * Every page: registers the service worker once the page has loaded (it
 * costs the first visit nothing before the page is usable), and keeps the
 * first manual page a visitor opens, which loaded before any worker could
 * see it. On the dev server, removes any worker a production build left on
 * the same address, so an editor always sees fresh code.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import data from '@generated/offline/default/offline.json';
import {isManualPath, offlinePagePath} from '../shared/config';
import {offlineSupported} from './support';

/** Resolves once React has hydrated the page (Docusaurus marks it on <html>): hydration yields, so idle alone is not enough. */
function hydrated(): Promise<void> {
  const root = document.documentElement;
  return new Promise((resolve) => {
    if (root.dataset.hasHydrated === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.hasHydrated !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, {attributes: true, attributeFilter: ['data-has-hydrated']});
  });
}

async function register(): Promise<void> {
  const firstVisit = !navigator.serviceWorker.controller;
  // The worker claims the page once active; from then on what the page fetches passes through it.
  const controlled = new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {once: true});
    if (navigator.serviceWorker.controller) resolve();
  });
  await navigator.serviceWorker.register(data.serviceWorker, {scope: data.scope});
  const {pathname} = window.location;
  if (!isManualPath(data.config, pathname)) return;
  await controlled;
  // What keeps a page loads only here, once the page is usable and the browser idle, never with it.
  if (firstVisit) {
    await hydrated();
    await new Promise((resolve) => (window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000)))(() => resolve(undefined)));
    await (await import('./index')).keepPage(pathname, {saved: false});
  }
  // The offline page's code, kept by the worker as it passes: offline, the page can list what is stored.
  else await window.docusaurus?.preload(offlinePagePath(data.config, pathname));
}

if (ExecutionEnvironment.canUseDOM && offlineSupported()) {
  if (process.env.NODE_ENV === 'production') {
    const start = (): void =>
      void register().catch(() => {
        // No worker (blocked storage, a build without one): the site works online as before.
      });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  } else {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
  }
}
