import {useDocsData} from '@docusaurus/plugin-content-docs/client';

/**
 * Where the manuals live in the current locale (`/docs`, `/it/docs`): the
 * docs plugin's own route, so its base is set once, in the config. A page
 * below it is this plus the domain's path (`categoryPath`, `kindPath`,
 * a product's `path`).
 */
export function useManualsPath(): string {
  return useDocsData(undefined).path;
}
