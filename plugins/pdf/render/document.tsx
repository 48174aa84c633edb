/**
 * One manual as an A4 PDF: cover, table of contents with page numbers, then
 * every section of the manual page, with a running header and page numbers.
 */
import fs from 'node:fs';
import type {ReactElement} from 'react';
import {Document, Font, Link, Page, Text, View, renderToBuffer, type DocumentProps} from '@react-pdf/renderer';
import type {Root} from 'mdast';
import {productTitle, type Product} from '../../../src/data/catalog';
import {convert, headingsOf, type ConvertContext} from './mdast';
import {FONT_FAMILIES, fontStack} from './fonts';
import {lineBreaker} from './lineBreaks';
import {styles} from './styles';
import {printable, printableTree} from './printable';
import {drawing} from './svg';
import {woffToSfnt} from './woff';

export interface ManualDocumentInput {
  readonly product: Product;
  /** Docusaurus locale, e.g. `zh-Hant`. */
  readonly locale: string;
  /** BCP 47 tag for Intl and the PDF's language, e.g. `zh-Hant`. */
  readonly intlLocale: string;
  /** The locale's name in its own language, e.g. Italiano. */
  readonly languageLabel: string;
  readonly brandName: string;
  /** The manual's page on the website: always the latest version. */
  readonly manualUrl: string;
  /** When the manual's sources last changed. */
  readonly edition: Date;
  readonly logoSvg: string;
  /** The manual with partials inlined and `<IfProduct>` applied. */
  readonly tree: Root;
  readonly context: Omit<ConvertContext, 'pageMarker'>;
}

function manualDocument(input: ManualDocumentInput, pages: Map<string, number>): ReactElement<DocumentProps> {
  const {product, context} = input;
  const {messages} = context;
  const title = productTitle(product);
  const ctx: ConvertContext = {
    ...context,
    // Records the page each section starts on; the table of contents reads it once pages are laid out.
    pageMarker: (id) => <View render={({pageNumber}) => void pages.set(id, pageNumber)} />,
  };
  const body = convert(input.tree, ctx);
  const sections = headingsOf(input.tree, ctx);
  const references = context.fact(product, 'references');
  const edition = new Intl.DateTimeFormat(input.intlLocale, {dateStyle: 'long', timeZone: 'UTC'}).format(input.edition);
  const fontFamily = fontStack(input.locale);

  return (
    <Document
      title={`${title} – ${messages.manual}`}
      author={input.brandName}
      subject={messages.manual}
      keywords={[product.name, ...product.references].join(', ')}
      creator={input.brandName}
      language={input.intlLocale}
      // Dated by the sources, so an unchanged manual gives the same file.
      creationDate={input.edition}
      modificationDate={input.edition}
    >
      <Page size="A4" style={[styles.cover, {fontFamily}]}>
        <View style={styles.coverBody}>
          <View style={styles.brandRow}>
            {drawing(input.logoSvg, 'static/img/logo.svg', 22)}
            <Text style={styles.brand}>{input.brandName}</Text>
          </View>
          <Text style={styles.coverTitle}>{product.name}</Text>
          <Text style={styles.coverSubtitle}>{messages.manual}</Text>
          {references && (
            <Text style={styles.coverReference}>
              {messages.references}: {references}
            </Text>
          )}
          <View style={styles.coverDrawing}>
            {drawing(
              context.drawing(`products/${product.illustration}`),
              `static/img/illustrations/products/${product.illustration}.svg`,
              360,
            )}
          </View>
          <View style={styles.coverMeta}>
            <Text>
              <Text style={styles.coverMetaLabel}>{messages.language}: </Text>
              {input.languageLabel}
            </Text>
            <Text>
              <Text style={styles.coverMetaLabel}>{messages.edition}: </Text>
              {edition}
            </Text>
            <Link src={input.manualUrl} style={styles.link}>
              {messages.latestVersion(input.manualUrl)}
            </Link>
          </View>
        </View>
      </Page>
      <Page
        size="A4"
        style={[styles.page, {fontFamily}]}
        // react-pdf's newer pagination: measures once, and repeats header and footer around each page's content.
        layout={({children, pageNumber, totalPages}) => (
          <>
            <View style={styles.header}>
              <Text>{printable(input.brandName)}</Text>
              <Text>{printable(title)}</Text>
            </View>
            <View style={styles.content}>{children}</View>
            <View style={styles.footer}>
              <Text>
                <Link src={input.manualUrl} style={styles.footerLink}>
                  {input.manualUrl}
                </Link>
              </Text>
              <Text>{printable(messages.page(pageNumber ?? 1, totalPages ?? pageNumber ?? 1))}</Text>
            </View>
          </>
        )}
      >
        <Text style={styles.tocTitle}>{messages.contents}</Text>
        {sections.map((s) => (
          <Link key={s.id} src={`#${s.id}`} style={[styles.tocRow, s.depth === 2 ? styles.tocSection : styles.tocSubsection]}>
            <Text>{s.title}</Text>
            <View style={styles.tocLeader} />
            <Text style={styles.tocPage} render={() => String(pages.get(s.id) ?? '')} />
          </Link>
        ))}
        <View break />
        {body}
      </Page>
    </Document>
  );
}

let fontsRegistered = false;
const breakers = new Map<string, ReturnType<typeof lineBreaker>>();

/** react-pdf takes a path or a data URL; WOFF files go in as TrueType (see woff.ts). */
function fontSource(file: string): string {
  return file.endsWith('.woff') ? `data:font/ttf;base64,${woffToSfnt(fs.readFileSync(file)).toString('base64')}` : file;
}

/** Renders one manual to PDF bytes. */
export async function renderManual(input: ManualDocumentInput): Promise<Buffer> {
  if (!fontsRegistered) {
    for (const [family, faces] of Object.entries(FONT_FAMILIES)) {
      Font.register({family, fonts: faces.map((face) => ({...face, src: fontSource(face.src)}))});
    }
    fontsRegistered = true;
  }
  let breaker = breakers.get(input.locale);
  if (!breaker) breakers.set(input.locale, (breaker = lineBreaker(input.locale)));
  Font.registerHyphenationCallback(breaker);
  // Built before rendering, so a source error surfaces as itself, not as a React render error.
  return renderToBuffer(printableTree(manualDocument(input, new Map())) as ReactElement<DocumentProps>);
}
