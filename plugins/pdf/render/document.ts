/**
 * One manual as an A4 PDF: cover with its safety signs, table of contents
 * with page numbers, every section of the manual page (the signs again on
 * the safety page) with a running header and page numbers, and a back page
 * with the maker, the web addresses and the edition.
 * Everything is laid out before anything is drawn, so page numbers are known
 * when the contents and footers are printed.
 */
import PDFDocument from 'pdfkit';
import type {Root} from 'mdast';
import {MANUFACTURER, productTitle, type Product} from '../../../src/domain/catalog';
import {safetySigns, type SafetySign} from '../../../src/domain/manuals';
import {keepFeatureGroups} from '../../../src/domain/drawings';
import type {QrMatrix} from '../../../src/domain/qr';
import {encodeQr} from '../../shared/qrEncode';
import {auditPages, flow, paginate, signRow, tagged, textSlices, type Slice} from './layout';
import {convert, headingsOf, type Block, type ConvertContext, type Sign} from './mdast';
import {painter, tag, type Paint} from './paint';
import {BODY, COLORS, COVER_DRAWING_WIDTH, COVER_MARGIN, PAGE, QR, TEXT} from './styles';
import {drawing, type Drawing} from './svg';
import {heightOf, typesetter, type Line, type Span, type Typesetter} from './typeset';

export interface ManualDocumentInput {
  readonly product: Product;
  /** Docusaurus locale, e.g. `zh-Hant`. */
  readonly locale: string;
  /** BCP 47 tag for Intl and the PDF's language, e.g. `zh-Hant`. */
  readonly intlLocale: string;
  /** The locale's name in its own language, e.g. Italiano. */
  readonly languageLabel: string;
  readonly brandName: string;
  readonly brandUrl: string;
  /** The site's contact page in this locale. */
  readonly contactUrl: string;
  /** The manual's page on the website: always the latest version. */
  readonly manualUrl: string;
  /** The manual's short link, which opens it in the reader's language: a QR code on the cover and back page. */
  readonly shortLinkUrl: string;
  /** When the manual's sources last changed. */
  readonly edition: Date;
  readonly logoSvg: string;
  /** The manual with partials inlined and `<IfProduct>` applied. */
  readonly tree: Root;
  readonly context: ConvertContext;
}

const typesetters = new Map<string, Typesetter>();

/** PDFKit's writer of the file's parts; `_offset` places the cross-reference table. */
interface Writer {
  _write(data: string | Uint8Array): void;
  _offset: number;
}

/**
 * Collects the PDF's bytes as PDFKit writes them. PDFKit turns each part into
 * bytes one character at a time and its stream copies them again; a tagged
 * manual has hundreds of parts, so they are converted natively, once.
 */
function collect(doc: PDFKit.PDFDocument, chunks: Buffer[]): void {
  const writer = doc as unknown as Writer;
  writer._write = (data) => {
    const bytes = typeof data === 'string' ? Buffer.from(`${data}\n`, 'latin1') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    chunks.push(bytes);
    writer._offset += bytes.length;
  };
}

/** The section whose heading the signs follow. */
const SAFETY_SECTION = 'safety';

/** The product's signs, each with the figure it stands for from the catalog. */
function signsOf(input: ManualDocumentInput): Sign[] {
  const {product, context} = input;
  const value: Partial<Record<SafetySign, string | undefined>> = {
    age: context.fact(product, 'age'),
    'max-weight': context.fact(product, 'maxRiderKg'),
  };
  return safetySigns(product).map((sign) => ({
    drawing: drawing(context.drawing(`signs/${sign}`), `static/img/illustrations/signs/${sign}.svg`),
    mark: sign === 'small-parts' ? '0–3' : undefined,
    value: value[sign],
    caption: context.messages.sign[sign],
  }));
}

/** The blocks with the signs right under the safety section's heading. */
function withSigns(blocks: Block[], signs: readonly Sign[]): Block[] {
  const at = blocks.findIndex((b) => b.kind === 'heading' && b.id === SAFETY_SECTION);
  if (at < 0 || signs.length === 0) return blocks;
  return [...blocks.slice(0, at + 1), {kind: 'signs', signs}, ...blocks.slice(at + 1)];
}

/** The table of contents: one linked row per section, its page number on the right. */
function contents(ts: Typesetter, input: ManualDocumentInput, pages: ReadonlyMap<string, number>, width: number): Slice[] {
  const numberWidth = 22;
  const title = tagged(textSlices(ts, [{text: input.context.messages.contents}], TEXT.tocTitle, width), tag('H2'));
  const toc = tag('TOC');
  const rows = headingsOf(input.tree, input.context).flatMap((section): Slice[] => {
    const item = tag('TOCI');
    const link = tag('Link');
    const indent = section.depth === 2 ? 0 : 14;
    const style = section.depth === 2 ? {...TEXT.body, weight: 700 as const} : TEXT.body;
    const lines = ts.lines([{text: section.title}], style, width - indent - numberWidth - 12);
    const height = heightOf(lines);
    const last = lines.at(-1);
    // The entry is one link: its title and its page number, which a reader hears together.
    const row: Slice = {
      height: height + 3,
      paint: (p, x, y) =>
        p.within(toc, () =>
          p.within(item, () =>
            p.within(link, () => {
              p.lines(lines, x + indent, y);
              if (last) {
                const number = String(pages.get(section.id) ?? '');
                const [digits] = ts.lines([{text: number}], style, numberWidth);
                const lineY = y + height - last.height;
                const leaderFrom = x + indent + last.width + 4;
                const leaderTo = x + width - numberWidth - 4;
                if (leaderTo > leaderFrom) p.leader(leaderFrom, leaderTo, lineY + last.ascent);
                if (digits) p.line(digits, x + width - digits.width, lineY);
              }
              p.goTo(x, y, width, height, section.id, section.title);
            }),
          ),
        ),
    };
    return section.depth === 2 ? [{height: 5, space: true}, row] : [row];
  });
  return [...title, {height: 14, space: true}, ...rows, {height: 0, pageBreak: true}];
}

/** Renders one manual to PDF bytes. */
export async function renderManual(input: ManualDocumentInput): Promise<Buffer> {
  const {product, context} = input;
  const {messages} = context;
  let ts = typesetters.get(input.locale);
  if (!ts) typesetters.set(input.locale, (ts = typesetter(input.locale)));
  const title = productTitle(product);
  const width = PAGE.width - 2 * BODY.marginX;

  // Built before drawing, so a source error surfaces as itself.
  const signs = signsOf(input);
  const body = flow(ts, withSigns(convert(input.tree, context), signs), width);
  const logo = drawing(input.logoSvg, 'static/img/logo.svg');
  // The type's drawing with only the optional parts the product has, as its page shows it.
  const coverFile = `static/img/illustrations/products/${product.drawing.source}.svg`;
  const cover = drawing(keepFeatureGroups(context.drawing(`products/${product.drawing.source}`), product.drawing.keep, coverFile), coverFile);

  const runningHeight = ts.lineHeight(TEXT.running);
  const top = BODY.marginY + runningHeight + BODY.headerPadding + BODY.gap;
  const bottom = PAGE.height - BODY.marginY - runningHeight - BODY.gap;
  const sectionPages = new Map<string, number>();
  const pages = paginate([...contents(ts, input, sectionPages, width), ...body], top, bottom);
  // Every PDF of every build keeps the print shop's page-break rules (the cover is page 1).
  const broken = auditPages(pages, top, bottom, 2);
  if (broken.length > 0) throw new Error(`its layout breaks a page rule (${product.id}.pdf):\n    ${broken.join('\n    ')}`);
  // The cover is page 1.
  pages.forEach((placed, n) => {
    for (const {slice} of placed) if (slice.anchor) sectionPages.set(slice.anchor, n + 2);
  });
  // The cover is page 1, the back page the last.
  const total = pages.length + 2;

  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    lang: input.intlLocale,
    displayTitle: true,
    pdfVersion: '1.7',
    // PDF/UA: a structure tree in reading order, artifacts marked, the language and title set.
    tagged: true,
    subset: 'PDF/UA' as PDFKit.Mixins.PDFSubsets,
    // Every face is ours: no Helvetica loaded for nothing.
    font: null as unknown as string,
    info: {
      Title: `${title} – ${messages.manual}`,
      Author: input.brandName,
      Subject: messages.manual,
      Keywords: [product.name, ...product.references].join(', '),
      Creator: input.brandName,
      // Dated by the sources, so an unchanged manual gives the same file.
      CreationDate: input.edition,
      ModDate: input.edition,
    },
  });
  const chunks: Buffer[] = [];
  collect(doc, chunks);
  // The header, written by the constructor, still comes through PDFKit's stream.
  const header: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => header.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat([...header, ...chunks])));
    doc.on('error', reject);
  });
  const p = painter(doc);

  const qrCode = encodeQr(input.shortLinkUrl);
  doc.addPage();
  paintCover(p, ts, input, logo, cover, signs, shortLinkBlock(ts, input, qrCode, 'right', QR.text));

  const running = (text: string, w: number): Line | undefined => ts.lines([{text}], TEXT.running, w)[0];
  const brand = running(input.brandName, width / 2);
  const name = running(title, width / 2);
  const pageLabel = (page: number): Line | undefined => running(messages.page(page, total), width / 2);
  // The address takes the room the widest page label leaves. It is printed, not a link: what
  // repeats on every page is an artifact, and the cover and back page carry the links.
  const address = ts.lines([{text: input.manualUrl}], TEXT.running, width - (pageLabel(total)?.width ?? 0) - 12);
  pages.forEach((placed, n) => {
    p.endPage();
    doc.addPage();
    p.artifact(() => {
      if (brand) p.line(brand, BODY.marginX, BODY.marginY);
      if (name) p.line(name, PAGE.width - BODY.marginX - name.width, BODY.marginY);
      p.rect(BODY.marginX, BODY.marginY + runningHeight + BODY.headerPadding - 0.5, width, 0.5, COLORS.rule);
    }, 'Pagination');
    for (const {slice, y} of placed) slice.background?.(p, BODY.marginX, y);
    for (const {slice, y} of placed) {
      // A table's heading row repeated on a continued page is read once, where the table starts.
      if (slice.repeated) p.artifact(() => slice.paint?.(p, BODY.marginX, y), 'Pagination');
      else slice.paint?.(p, BODY.marginX, y);
    }
    const footerY = PAGE.height - BODY.marginY - runningHeight;
    p.artifact(() => {
      p.lines(address, BODY.marginX, footerY);
      const page = pageLabel(n + 2);
      if (page) p.line(page, PAGE.width - BODY.marginX - page.width, footerY);
    }, 'Pagination');
  });

  p.endPage();
  doc.addPage();
  paintBack(p, ts, input, logo, shortLinkBlock(ts, input, qrCode, 'left', width - QR.size - QR.gap));

  p.endPage();
  doc.end();
  return done;
}

/** The brand's logo and name in a row from (x, y); returns the row's height. */
function brandRow(p: Paint, ts: Typesetter, input: ManualDocumentInput, logo: Drawing, x: number, y: number, width: number): number {
  const [brand] = ts.lines([{text: input.brandName}], TEXT.brand, width - 30);
  const logoHeight = 22 * logo.ratio;
  const rowHeight = Math.max(logoHeight, brand?.height ?? 0);
  p.drawing(logo, x, y + (rowHeight - logoHeight) / 2, 22);
  if (brand) p.within(tag('P'), () => p.line(brand, x + 30, y + (rowHeight - brand.height) / 2));
  return rowHeight;
}

/** A block of the page laid out: its size, and what draws it with its top left corner at (x, y). */
interface Placed {
  readonly width: number;
  readonly height: number;
  readonly paint: (p: Paint, x: number, y: number) => void;
}

/**
 * The short link's QR code with, beside it, what scanning does and the link
 * itself (for a reader without a camera; a link in the PDF). The code is a
 * figure read as its address; the text a paragraph after it. With the code
 * on the right, the text is set flush against it.
 */
function shortLinkBlock(ts: Typesetter, input: ManualDocumentInput, matrix: QrMatrix, code: 'left' | 'right', textWidth: number): Placed {
  const url = input.shortLinkUrl;
  const label = ts.lines([{text: input.context.messages.scan}], TEXT.qrLabel, textWidth);
  const target = {kind: 'url', href: url} as const;
  // Too long for one line, the address breaks after its last slash, never at one of its own hyphens:
  // a viewer would take that hyphen for a hyphenation and drop it when the text is copied.
  const slash = url.lastIndexOf('/') + 1;
  const link =
    ts.measure(url, TEXT.qrLink) <= textWidth
      ? ts.lines([{text: url, link: target}], TEXT.qrLink, textWidth)
      : ts.lines(
          [
            {text: `${url.slice(0, slash)}\n`, link: target},
            {text: url.slice(slash), link: target},
          ],
          TEXT.qrLink,
          textWidth,
        );
  const widest = Math.max(...label.map((l) => l.width), ...link.map((l) => l.width));
  const textHeight = heightOf(label) + 3 + heightOf(link);
  const height = Math.max(QR.size, textHeight);
  return {
    width: QR.size + QR.gap + widest,
    height,
    paint: (p, x, y) => {
      const codeX = code === 'left' ? x : x + widest + QR.gap;
      const textX = code === 'left' ? x + QR.size + QR.gap : x;
      p.within(tag('Figure', {alt: url}), () => p.qr(matrix, codeX, y + (height - QR.size) / 2, QR.size));
      let at = y + (height - textHeight) / 2;
      p.within(tag('P'), () => {
        for (const line of [...label, ...link]) {
          if (line === link[0]) at += 3;
          p.line(line, code === 'left' ? textX : textX + widest - line.width, at);
          at += line.height;
        }
      });
    },
  };
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const editionDate = (input: ManualDocumentInput): string => {
  let format = dateFormats.get(input.intlLocale);
  if (!format) dateFormats.set(input.intlLocale, (format = new Intl.DateTimeFormat(input.intlLocale, {dateStyle: 'long', timeZone: 'UTC'})));
  return format.format(input.edition);
};

/**
 * The back page: keep the instructions, who makes the product (as far as
 * the facts say: the brand and where its products are created, no postal
 * address), where to find the brand, help and this manual, and the edition.
 */
function paintBack(p: Paint, ts: Typesetter, input: ManualDocumentInput, logo: Drawing, qr: Placed): void {
  const {product, context} = input;
  const {back} = context.messages;
  const width = PAGE.width - 2 * COVER_MARGIN;
  const x = COVER_MARGIN;
  let y = COVER_MARGIN;
  y += brandRow(p, ts, input, logo, x, y, width) + 48;

  const keep = ts.lines([{text: back.keep}], TEXT.backKeep, width - 24);
  p.icon('info', x, y + (keep[0] ? (keep[0].height - 16) / 2 : 0), 16, COLORS.brand);
  p.within(tag('P'), () => p.lines(keep, x + 24, y));
  y += heightOf(keep) + 40;
  p.rect(x, y, width, 0.5, COLORS.rule);
  y += 24;

  const link = (href: string): Span[] => [{text: href, link: {kind: 'url', href}}];
  const references = context.fact(product, 'references');
  const entries: [string, Span[]][] = [
    [back.manufacturer, [{text: `${input.brandName}\n`, bold: true}, {text: back.designedIn(input.brandName, MANUFACTURER.town)}]],
    [back.website, link(input.brandUrl)],
    [back.contact, link(input.contactUrl)],
    [back.online, link(input.manualUrl)],
    [context.messages.manual, [{text: productTitle(product)}, ...(references ? [{text: ` · ${context.messages.references}: ${references}`}] : [])]],
    [context.messages.edition, [{text: `${editionDate(input)} · ${input.languageLabel}`}]],
  ];
  for (const [label, value] of entries) {
    const labelLines = ts.lines([{text: label}], TEXT.backLabel, width);
    const valueLines = ts.lines(value, TEXT.coverMeta, width);
    p.within(tag('P'), () => {
      p.lines(labelLines, x, y);
      p.lines(valueLines, x, y + heightOf(labelLines) + 2);
    });
    y += heightOf(labelLines) + 2 + heightOf(valueLines) + 14;
  }
  // Under the addresses, the short link as a code for a phone.
  qr.paint(p, x, y + 10);
}

function paintCover(p: Paint, ts: Typesetter, input: ManualDocumentInput, logo: Drawing, art: Drawing, signs: readonly Sign[], qr: Placed): void {
  const {product, context} = input;
  const {messages} = context;
  const width = PAGE.width - 2 * COVER_MARGIN;
  const x = COVER_MARGIN;
  let y = COVER_MARGIN;
  // The short link's code takes the row's right end.
  y += brandRow(p, ts, input, logo, x, y, width - qr.width - 24) + 90;

  const block = (lines: readonly Line[], gapAbove: number, role: 'H1' | 'P' = 'P') => {
    y += gapAbove;
    const top = y;
    p.within(tag(role), () => p.lines(lines, x, top));
    y += heightOf(lines);
  };
  block(ts.lines([{text: product.name}], TEXT.coverTitle, width), 0, 'H1');
  block(ts.lines([{text: messages.manual}], TEXT.coverSubtitle, width), 6);
  const references = context.fact(product, 'references');
  if (references) block(ts.lines([{text: `${messages.references}: ${references}`}], TEXT.coverReference, width), 14);
  y += 36;
  const artWidth = Math.min(COVER_DRAWING_WIDTH, width);
  p.within(tag('Figure', {alt: productTitle(product)}), () => p.drawing(art, x + (width - artWidth) / 2, y, artWidth));

  // The edition block sits at the foot of the cover, the signs above it.
  const edition = editionDate(input);
  const label = (text: string) => ({text: `${text}: `, color: COLORS.muted});
  const meta = [
    ts.lines([label(messages.language), {text: input.languageLabel}], TEXT.coverMeta, width),
    ts.lines([label(messages.edition), {text: edition}], TEXT.coverMeta, width),
    ts.lines([{text: messages.latestVersion(input.manualUrl), link: {kind: 'url', href: input.manualUrl}}], TEXT.coverMeta, width),
  ];
  const gap = 3;
  let at = PAGE.height - COVER_MARGIN - meta.reduce((h, lines) => h + heightOf(lines), 0) - gap * (meta.length - 1);
  if (signs.length > 0) {
    const row = signRow(ts, signs, width);
    row.paint?.(p, x, at - 36 - row.height);
  }
  meta.forEach((lines) => {
    const top = at;
    p.within(tag('P'), () => p.lines(lines, x, top));
    at += heightOf(lines) + gap;
  });
  // In the top right corner, across from the brand, where the cover is empty; read last.
  qr.paint(p, x + width - qr.width, COVER_MARGIN);
}
