/**
 * Fills a manual's front matter from the catalog. A manual file only says
 * which product it documents (`product: flow/125`); title, sidebar label,
 * description and keywords come from the catalog, so nothing is typed twice,
 * `productData` carries the product's facts to the page's components and
 * `manualFacts` the same facts formatted for the locale (pageFacts.ts),
 * `missingTasks` what its task shortcuts say of tasks it cannot describe,
 * and `shortLink`, when given, its short link and QR code.
 */
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {getProduct, getSeries, productTitle} from '../../src/domain/catalog';
import {CATALOG_FILE} from '../../src/domain/catalog/validate';
import {docsRootOf} from '../../src/domain/manuals';
import {interpolate, loadMessages} from '../shared/codeTranslations';
import {pageFacts} from './pageFacts';
import {missingTasks} from './tasks';

/** English source of the `manual.lead` message (also used by ManualHeader). */
export const MANUAL_LEAD = 'Instruction manual for the {name}: assembly, safety, adjustments, care and specifications.';

/** `flow/125` for …/docs/flow/125.mdx and …/current/flow/125.mdx. */
export function docIdFromPath(filePath: string): string | undefined {
  return docsRootOf(filePath)?.docId;
}

export interface FrontMatterOptions {
  /**
   * A manual's short link by product id, carried as `shortLink` for the page's
   * print (the site's config passes plugins/short-links' `shortLinkOf`).
   */
  readonly shortLink?: (productId: string) => unknown;
}

export function createParseFrontMatter(siteDir: string, options: FrontMatterOptions = {}): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const productId = result.frontMatter.product;
    if (productId === undefined) return result;
    const file = path.relative(siteDir, params.filePath);
    if (typeof productId !== 'string') {
      throw new Error(`${file}: front matter "product" must be a product id such as "flow/125".`);
    }
    const product = getProduct(productId);
    if (!product) {
      throw new Error(`${file}: front matter "product: ${productId}" is not in the catalog (${CATALOG_FILE}).`);
    }
    const docId = docIdFromPath(params.filePath);
    if (docId !== product.id) {
      throw new Error(`${file}: documents product "${product.id}", so it must live at docs/${product.id}.mdx (found "${docId}").`);
    }
    const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en';
    const lead = loadMessages(siteDir, locale)['manual.lead'] ?? MANUAL_LEAD;
    const title = productTitle(product);
    const series = getSeries(product.series);
    return {
      ...result,
      frontMatter: {
        title,
        sidebar_label: title,
        description: interpolate(lead, {name: title}),
        keywords: [product.name, ...product.references, ...product.aliases, series?.name ?? ''].filter(Boolean),
        ...result.frontMatter,
        // The merged product, read by useCurrentProduct in the browser.
        productData: product,
        manualFacts: await pageFacts(siteDir, locale, product),
        // The tasks its manual cannot describe and what to do instead (the manual's task shortcuts).
        missingTasks: missingTasks(product),
        ...(options.shortLink ? {shortLink: options.shortLink(product.id)} : {}),
      },
    };
  };
}
