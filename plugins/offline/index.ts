/**
 * Offline reading: a service worker (Workbox) that keeps the manuals a
 * visitor opened or saved, with their PDFs, drawings and search index, and
 * an offline page in each locale listing them (see README.md). This file
 * only wires Docusaurus's lifecycle to the modules beside it:
 * - contentLoaded adds the offline page's route and writes the settings
 *   pages and the worker share (`client/` reads them);
 * - postBuild bundles the worker into the site's root, once.
 */
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PluginOptions} from './options';
import {writeServiceWorker, SERVICE_WORKER_FILE} from './serviceWorker';
import {CONFIG_FILE, type OfflineConfig, type OfflineData} from './shared/config';

export {validateOptions, type Options, type PluginOptions} from './options';

export default function offlinePlugin(context: LoadContext, options: PluginOptions): Plugin<void> {
  const {baseUrl, i18n} = context;
  const rootBase = i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ?? '/';
  const themePath = path.join(__dirname, 'theme');
  // One configuration per build: every locale's pages and the worker agree on it.
  const config: OfflineConfig = {
    // The dev server has no worker (client/register.ts removes any), and a version new at each reload of
    // the site (every save in i18n/<locale>/) would change the data module every page's client module
    // imports: the browser would reload the whole page instead of updating the edited part.
    version: process.env.NODE_ENV === 'development' ? 'development' : new Date().toISOString(),
    localeBases: i18n.locales.map((l) => i18n.localeConfigs[l]?.baseUrl ?? '/').sort((a, b) => b.length - a.length),
    docsRouteBasePath: options.docsRouteBasePath,
    offlineRoute: options.offlineRoute,
    maxOpenedPages: options.maxOpenedPages,
  };
  return {
    name: 'offline',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.join(__dirname, 'client', 'register')],

    async contentLoaded({actions}) {
      actions.addRoute({path: `${baseUrl}${options.offlineRoute}`, component: '@theme/OfflinePage', exact: true});
      const data: OfflineData = {serviceWorker: `${rootBase}${SERVICE_WORKER_FILE}`, scope: rootBase, config};
      await actions.createData(CONFIG_FILE, JSON.stringify(data));
    },

    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const bytes = await writeServiceWorker(outDir, config);
      logger.info`Offline reading: service worker ${SERVICE_WORKER_FILE} (${(bytes / 1024).toFixed(1)} KiB)`;
    },
  };
}
