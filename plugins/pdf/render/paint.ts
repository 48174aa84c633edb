/** Draws laid-out lines, boxes and drawings into a PDFKit document. */
import type {Face} from './fonts';
import {paintDrawing, type Canvas, type Drawing} from './svg';
import type {Line} from './text';
import {COLORS} from './styles';

export interface Paint {
  readonly line: (line: Line, x: number, y: number) => void;
  /** Lines one under the other from (x, y). */
  readonly lines: (lines: readonly Line[], x: number, y: number) => void;
  readonly rect: (x: number, y: number, w: number, h: number, color: string) => void;
  /** A hairline border around a box. */
  readonly frame: (x: number, y: number, w: number, h: number, color: string) => void;
  readonly drawing: (art: Drawing, x: number, y: number, width: number) => void;
  readonly icon: (kind: 'alert' | 'info', x: number, y: number, size: number, color: string) => void;
  /** The dotted line from a contents entry to its page number. */
  readonly leader: (from: number, to: number, y: number) => void;
  /** Makes an area a link to a section of the PDF, or to a web address. */
  readonly goTo: (x: number, y: number, w: number, h: number, id: string) => void;
  readonly url: (x: number, y: number, w: number, h: number, href: string) => void;
  /** A link target for `#id`, and an entry in the PDF's outline when titled. */
  readonly anchor: (id: string, y: number, outline?: string) => void;
}

/** PDFKit keeps each font's shaped words in `layoutCache`; ours is shared by all documents. */
interface EmbeddedFont {
  layoutCache?: Record<string, unknown>;
}

const ICONS = {
  alert: 'M12 2 L23 21 H1 Z M11 9 V15 H13 V9 Z M11 17 V19 H13 V17 Z',
  info: 'M12 1 A11 11 0 1 0 12 23 A11 11 0 1 0 12 1 Z M11 10 V18 H13 V10 Z M11 6 V8 H13 V6 Z',
} as const;

export function painter(doc: PDFKit.PDFDocument): Paint {
  const registered = new Set<string>();
  const useFace = (face: Face, size: number) => {
    if (!registered.has(face.name)) {
      // The worker's parsed font: a Chinese font is parsed once, not once per PDF.
      doc.registerFont(face.name, face.font as unknown as Buffer);
      registered.add(face.name);
    }
    doc.font(face.name).fontSize(size);
    (doc as unknown as {_font: EmbeddedFont})._font.layoutCache = face.shaped;
  };

  const rect = (x: number, y: number, w: number, h: number, color: string) => {
    doc.rect(x, y, w, h).fill(color);
  };

  const line = (l: Line, x: number, y: number) => {
    const baseline = y + l.ascent;
    for (const run of l.runs) {
      const left = x + run.x;
      if (run.code) rect(left - 1, y, run.width + 2, l.height, COLORS.tableHead);
      useFace(run.face, run.size);
      doc.fillColor(run.color).text(run.text, left, baseline, {lineBreak: false, baseline: 'alphabetic'});
      if (run.underline || run.strike) {
        const at = run.underline ? baseline + run.size * 0.12 : baseline - run.size * 0.28;
        doc.save().lineWidth(0.5).moveTo(left, at).lineTo(left + run.width, at).stroke(run.color).restore();
      }
      if (run.link?.kind === 'url') doc.link(left, y, run.width, l.height, run.link.href);
      else if (run.link?.kind === 'anchor') doc.goTo(left, y, run.width, l.height, run.link.id);
    }
  };

  return {
    line,
    lines: (list, x, y) => {
      let at = y;
      for (const l of list) {
        line(l, x, at);
        at += l.height;
      }
    },
    rect,
    frame: (x, y, w, h, color) => {
      doc.save().lineWidth(0.5).rect(x, y, w, h).stroke(color).restore();
    },
    drawing: (art, x, y, width) => paintDrawing(doc as unknown as Canvas, art, x, y, width),
    icon: (kind, x, y, size, color) => {
      doc.save().translate(x, y).scale(size / 24).path(ICONS[kind]).fill(color, 'even-odd').restore();
    },
    leader: (from, to, y) => {
      doc.save().lineWidth(0.6).dash(0.6, {space: 2}).moveTo(from, y).lineTo(to, y).stroke(COLORS.rule).restore();
    },
    goTo: (x, y, w, h, id) => {
      doc.goTo(x, y, w, h, id);
    },
    url: (x, y, w, h, href) => {
      doc.link(x, y, w, h, href);
    },
    anchor: (id, y, outline) => {
      doc.addNamedDestination(id, 'XYZ', 0, y, null);
      if (outline) doc.outline.addItem(outline);
    },
  };
}
