/**
 * Produces the PDFs of one locale through the worker pool and reports what
 * was rendered and what came from the cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import {products} from '../../src/domain/catalog';
import {shortLinkUrl, type SiteRoot} from '../short-links/links';
import type {PluginOptions} from './options';
import type {PdfWorkerPool} from './pool';
import type {PdfJob, PdfJobResult} from './types';

export interface LocaleSettings {
  readonly siteDir: string;
  readonly locale: string;
  readonly defaultLocale: string;
  /** The locale's config: `htmlLang` for Intl and the PDF, `label` for the cover. */
  readonly localeConfig: {readonly htmlLang?: string; readonly label?: string} | undefined;
  /** Site URL without the base, e.g. https://manuals.example.com */
  readonly siteUrl: string;
  /** The locale's base URL, e.g. `/it/`. */
  readonly baseUrl: string;
  /** Where the default locale lives, and with it the short links. */
  readonly root: SiteRoot;
}

const localeUrl = (settings: LocaleSettings): string => `${settings.siteUrl.replace(/\/$/, '')}${settings.baseUrl}`;

/** One job per product of the catalog. */
export function localeJobs(settings: LocaleSettings, options: Omit<PluginOptions, 'workers' | 'routeBasePath'>): PdfJob[] {
  const {siteDir, locale, localeConfig} = settings;
  return products.map((p) => ({
    siteDir,
    cacheDir: path.resolve(siteDir, options.cacheDir),
    docId: p.id,
    locale,
    defaultLocale: settings.defaultLocale,
    intlLocale: localeConfig?.htmlLang ?? locale,
    languageLabel: localeConfig?.label ?? locale,
    brandName: options.brandName,
    brandUrl: options.brandUrl,
    contactUrl: `${localeUrl(settings)}${options.contactRoute}`,
    localeUrl: localeUrl(settings),
    docsRouteBasePath: options.docsRouteBasePath,
    shortLinkUrl: shortLinkUrl(p.id, settings.root),
  }));
}

export interface LocaleRun {
  readonly results: readonly PdfJobResult[];
  /** PDFs rendered in this run, and PDFs taken from the cache. */
  readonly rendered: number;
  readonly reused: number;
  readonly seconds: number;
  /** Median worker time of a PDF rendered in this run, in ms (0 when all were reused). */
  readonly medianMs: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * How long a cached PDF that no build used stays in the cache folder. The
 * folder may be shared by builds running at once (two checkouts, the
 * per-locale builds of scripts/build-locales.mts, CI restoring it for
 * every job), and each of those may need another version of a manual (its
 * branch has other sources). So no build deletes a version because it made
 * a newer one: a build touches every PDF it uses, and a PDF of the locale
 * being built that no build touched for this long goes. A build lasts
 * minutes; a week keeps the versions of recent branches, and lets the
 * cache of a manual edited every day grow by at most seven versions.
 */
export const UNUSED_PDF_LIFETIME_MS = 7 * 24 * 3600 * 1000;

/** Deletes a locale's cached PDFs (and files left half-written by a stopped build) that no build used for `lifetimeMs`. */
export function pruneLocaleCache(localeCacheDir: string, now = Date.now(), lifetimeMs = UNUSED_PDF_LIFETIME_MS): string[] {
  if (!fs.existsSync(localeCacheDir)) return [];
  const pruned: string[] = [];
  for (const name of fs.readdirSync(localeCacheDir, {recursive: true, encoding: 'utf8'})) {
    if (!/\.[0-9a-f]{20}\.pdf(\.[^/\\]+\.tmp)?$/.test(name)) continue;
    const file = path.join(localeCacheDir, name);
    try {
      if (now - fs.statSync(file).mtimeMs > lifetimeMs) {
        fs.rmSync(file, {force: true});
        pruned.push(file);
      }
    } catch {
      // Gone already: another build pruned it.
    }
  }
  return pruned;
}

/** Runs every job, fails once with every manual that failed (not just the first), then prunes the locale's unused PDFs. */
export async function generateLocale(pool: PdfWorkerPool, jobs: readonly PdfJob[]): Promise<LocaleRun> {
  const started = performance.now();
  const settled = await Promise.allSettled(jobs.map((job) => pool.run(job)));
  const failures = settled.flatMap((s, i) => (s.status === 'rejected' ? [`${jobs[i]!.locale} ${jobs[i]!.docId}: ${(s.reason as Error).message}`] : []));
  if (failures.length > 0) {
    throw new Error(`${failures.length} PDF manual(s) failed:\n  - ${failures.join('\n  - ')}`);
  }
  const results = settled.map((s) => (s as PromiseFulfilledResult<PdfJobResult>).value);
  for (const dir of new Set(jobs.map((job) => path.join(job.cacheDir, job.locale)))) pruneLocaleCache(dir);
  const rendered = results.filter((r) => !r.reused);
  return {
    results,
    rendered: rendered.length,
    reused: results.length - rendered.length,
    seconds: (performance.now() - started) / 1000,
    medianMs: median(rendered.map((r) => r.ms)),
  };
}
