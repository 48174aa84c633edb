/** Written by the plugin at build time (CONFIG_FILE in ../shared/config.ts). */
declare module '@generated/offline/default/offline.json' {
  const data: import('../shared/config').OfflineData;
  export default data;
}
