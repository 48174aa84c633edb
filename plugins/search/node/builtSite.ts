/**
 * The locales of a finished build, for scripts that run after it (upload,
 * benchmark): each locale's output folder, base URL and routes, read from
 * its sitemap as Docusaurus wrote it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {defaultLocale, locales} from '../../../src/domain/locales';
import {DEFAULT_OPTIONS, type PluginOptions} from '../options';
import type {SearchRecord} from '../shared/types';
import {collectRecords} from './buildIndex';

export interface BuiltLocale {
  readonly locale: string;
  readonly baseUrl: string;
  readonly outDir: string;
  readonly routesPaths: readonly string[];
}

export async function readBuiltLocales(siteDir: string, buildDir = path.join(siteDir, 'build')): Promise<BuiltLocale[]> {
  const out: BuiltLocale[] = [];
  for (const locale of locales) {
    const baseUrl = locale === defaultLocale ? '/' : `/${locale}/`;
    const outDir = path.join(buildDir, baseUrl);
    let sitemap: string;
    try {
      sitemap = await fs.readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    } catch {
      continue;
    }
    const routesPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    out.push({locale, baseUrl, outDir, routesPaths});
  }
  if (out.length === 0) throw new Error(`No built site in ${buildDir}: run \`npm run build\` first.`);
  return out;
}

/** The records of one built locale, exactly as its postBuild indexes them. */
export async function builtLocaleRecords(siteDir: string, built: BuiltLocale, options: PluginOptions = DEFAULT_OPTIONS): Promise<SearchRecord[]> {
  const {records} = await collectRecords({siteDir, ...built, options});
  return records;
}
