/** Whether this browser can keep pages for offline reading (a service worker and Cache Storage). Its own module: every page asks it. */
export function offlineSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined' && window.isSecureContext;
}
