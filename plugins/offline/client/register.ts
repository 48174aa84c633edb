/**
 * Every page: registers the service worker once the page has loaded (it
 * costs the first visit nothing before the page is usable), and keeps the
 * first manual page a visitor opens, which loaded before any worker could
 * see it. On the dev server, removes any worker a production build left on
 * the same address, so an editor always sees fresh code.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import data from '@generated/offline/default/offline.json';
import {offlinePagePath} from '../shared/config';
import {isManualPath, keepPage, offlineSupported} from './index';

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
  if (firstVisit) await keepPage(pathname, {saved: false});
  // The offline page's code, kept by the worker as it passes: offline, the page can list what is stored.
  else await window.docusaurus?.preload(offlinePagePath(data.config, pathname));
}

if (ExecutionEnvironment.canUseDOM && offlineSupported()) {
  if (process.env.NODE_ENV === 'production') {
    const start = (): void => void register().catch(() => {
      // No worker (blocked storage, a build without one): the site works online as before.
    });
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, {once: true});
  } else {
    void navigator.serviceWorker.getRegistrations().then((all) => all.forEach((r) => void r.unregister()));
  }
}
