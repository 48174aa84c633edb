/** Look of the PDF manuals: A4, the site's brand green, black line drawings. Sizes in points. */
import type {Tone} from './mdast';
import type {TextStyle} from './typeset';

export const COLORS = {
  text: '#1c1e21',
  muted: '#525860',
  brand: '#0b6e4f',
  rule: '#d0d7de',
  tableHead: '#eef1f4',
} as const;

export const TONES: Readonly<Record<Tone, {readonly color: string; readonly background: string}>> = {
  danger: {color: '#b3261e', background: '#fdecea'},
  warning: {color: '#8a5300', background: '#fff4e0'},
  note: {color: '#0b6e4f', background: '#e8f5ef'},
};

export const PAGE = {width: 595.28, height: 841.89} as const;

/** Body pages: margins, running header and footer. */
export const BODY = {
  marginX: 56,
  marginY: 24,
  /** Between the header rule and the text, and between the text and the footer. */
  gap: 14,
  headerPadding: 4,
} as const;

export const COVER_MARGIN = 56;

/** Width of a drawing: the page's half column, like on the site. */
export const DRAWING_WIDTH = 240;
export const COVER_DRAWING_WIDTH = 360;

const text = (size: number, extra: Partial<TextStyle> = {}): TextStyle => ({size, color: COLORS.text, linkColor: COLORS.brand, ...extra});

export const TEXT = {
  body: text(10.5),
  lead: text(12),
  small: text(9.5),
  code: text(9),
  caption: text(8.5, {color: COLORS.muted, slant: 'italic'}),
  running: text(8, {color: COLORS.muted, linkColor: COLORS.muted}),
  factLabel: text(7.5, {color: COLORS.muted, uppercase: true}),
  h2: text(17, {weight: 700, color: COLORS.brand}),
  h3: text(13, {weight: 700}),
  h4: text(11, {weight: 700}),
  tocTitle: text(20, {weight: 700}),
  brand: text(16, {weight: 700, color: COLORS.brand}),
  coverTitle: text(30, {weight: 700}),
  coverSubtitle: text(15, {color: COLORS.muted}),
  coverReference: text(12),
  coverMeta: text(10),
  signValue: text(10.5, {weight: 700, hyphens: false}),
  signCaption: text(8, {color: COLORS.muted, hyphens: false}),
  /** The caption of a sign without a figure: its instruction. */
  signInstruction: text(8.5, {weight: 700, hyphens: false}),
  signMark: text(14, {weight: 700}),
  backKeep: text(15, {weight: 700, color: COLORS.brand, hyphens: false}),
  backLabel: text(7.5, {color: COLORS.muted, uppercase: true}),
  /** What scanning the short link's QR code does, and the link, beside the code. */
  qrLabel: text(8.5, {color: COLORS.muted, hyphens: false}),
  qrLink: text(9, {hyphens: false}),
} as const satisfies Record<string, TextStyle>;

/** Space above and below blocks. */
export const SPACE = {
  paragraph: 6,
  h2: [16, 6],
  h3: [10, 4],
  h4: [8, 3],
  list: 6,
  listItem: 2,
  step: 5,
  bullet: 14,
  stepNumber: 20,
  figure: [4, 10],
  caption: 3,
  table: 8,
  cellPadding: 4,
  admonition: 6,
  admonitionPadding: [6, 10],
  admonitionBorder: 4,
  quoteIndent: 12,
  rule: 8,
  signs: 8,
} as const;

/**
 * The short link's QR code: 72 pt (25 mm) a side, which a phone reads from
 * arm's length; on the cover its text beside it in a column at most `text` wide.
 */
export const QR = {size: 72, gap: 12, text: 250} as const;

/** Safety signs: the drawing's size, and each sign's width at most. */
export const SIGN = {icon: 40, tile: 92, gap: 12, below: 5} as const;
