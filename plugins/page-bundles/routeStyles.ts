/**
 * Route stylesheets: each page blocks on the CSS every page needs plus its
 * route's own, not on every stylesheet of the site.
 *
 * Docusaurus's `styles` cache group pulls every CSS module of the site, lazy
 * routes' too, into one stylesheet that every page links (facebook/docusaurus#2006:
 * code-split CSS loaded in another order on another visit could style a page
 * otherwise). Narrowed to the entry's chunks it holds what every page renders:
 * Infima, src/css/custom.css, the layout, navbar, footer and search button.
 * A route component's CSS then goes with the route's chunks: the client's
 * chunk loader fetches it with them, and the route renders once it has loaded.
 *
 * The server-rendered page must link it too, or it would show unstyled until
 * the JavaScript ran. Docusaurus links the stylesheets of the modules a page
 * rendered by looking them up in the client manifest; it reports a route's
 * modules by their import request ("@theme/DocItem", "@site/docs/….mdx")
 * while the manifest names a lazy chunk group by its chunk name only, so
 * only the entry's stylesheet is ever found. ManifestRouteStylesPlugin adds
 * each lazy chunk group's stylesheets under its import request, stylesheets
 * only: the page's scripts stay as Docusaurus writes them.
 *
 * Order (#2006): a route's stylesheets come after the entry's, in the server
 * HTML (the entry's are listed first) and after client-side navigation (the
 * loader appends them to the head), so a route's rules follow Infima's and
 * custom.css's as they did in the one file. The stylesheets of two routes
 * can meet in either order once a visitor has seen both; that is harmless as
 * long as a route's CSS styles its own hashed class names, or global ones
 * only its pages have, and overrides nothing but the entry's rules. A CSS
 * module shared by two routes' chunks is in both their stylesheets, the
 * same rules twice.
 */
import fs from 'node:fs';
import type {Compilation, Compiler} from 'webpack';

/** Docusaurus's `styles` cache group (merged into its options), narrowed to the CSS of the entry: every page's. */
export const ENTRY_STYLES_ONLY = {styles: {chunks: 'initial'}} as const;

/** The part of react-loadable-ssr-addon's manifest that Docusaurus reads. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, {file: string; publicPath?: string}[]>>;
}

/** A lazy chunk group as the manifest needs it: the requests that import it and the files of its chunks. */
export interface LazyChunkGroup {
  readonly name: string;
  readonly requests: readonly string[];
  readonly files: readonly string[];
}

const KEY_PREFIX = 'route-styles:';

/**
 * The manifest with each lazy chunk group's stylesheets under each request
 * that imports it. A request the manifest already knows keeps its entry.
 */
export function withRouteStyles(manifest: ClientManifest, groups: readonly LazyChunkGroup[], publicPath: string): ClientManifest {
  const origins = {...manifest.origins};
  const assets = {...manifest.assets};
  for (const group of groups) {
    const css = group.files.filter((file) => file.endsWith('.css'));
    if (css.length === 0) continue;
    const key = `${KEY_PREFIX}${group.name}`;
    assets[key] = {css: css.map((file) => ({file, publicPath: `${publicPath}${file}`}))};
    for (const request of group.requests) origins[request] ??= [key];
  }
  return {...manifest, origins, assets};
}

function lazyChunkGroups(compilation: Compilation): LazyChunkGroup[] {
  return compilation.chunkGroups.flatMap((group) => {
    if (group.isInitial()) return [];
    const requests = group.origins.flatMap((origin) => (origin.request ? [origin.request] : []));
    // A route's chunk is named by Docusaurus's registry; the 404 page's (`import('@theme/NotFound')`) is not.
    const name = group.name ?? group.chunks.map((chunk) => chunk.id).join('+');
    return requests.length === 0 ? [] : [{name, requests, files: group.getFiles()}];
  });
}

/**
 * Rewrites the client manifest (written in `emit` by react-loadable-ssr-addon,
 * read by Docusaurus's static rendering after the compilation) with each lazy
 * route chunk's stylesheets.
 */
export class ManifestRouteStylesPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ManifestRouteStylesPlugin', (compilation) => {
      if (!fs.existsSync(this.manifestPath)) {
        throw new Error(`page-bundles: no client manifest at ${this.manifestPath}; has Docusaurus renamed it? Route stylesheets would not be linked.`);
      }
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '';
      fs.writeFileSync(this.manifestPath, JSON.stringify(withRouteStyles(manifest, lazyChunkGroups(compilation), publicPath), null, 2));
    });
  }
}
