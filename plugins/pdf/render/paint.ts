/**
 * Draws laid-out lines, boxes and drawings into a PDFKit document, tagged for
 * PDF/UA: what a slice paints inside `within(tag)` becomes content of that
 * structure element (made when first painted, so the structure follows the
 * reading order); rules, backgrounds, icons, the running header and footer
 * and a table's repeated heading row are artifacts. A marked sequence stays
 * open while the same element goes on (the lines of a paragraph), which
 * keeps the files small and quick to write.
 */
import {qrRuns, type QrMatrix} from '../../../src/domain/qr';
import type {Face} from './fonts';
import {paintDrawing, type Drawing} from './svg';
import type {Line, Run} from './typeset';
import {COLORS} from './styles';

/** Structure types of PDF 1.7 (ISO 32000-1, 14.8.4) that the manuals use. */
export type Role =
  | 'H1'
  | 'H2'
  | 'H3'
  | 'H4'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Caption'
  | 'Figure'
  | 'Div'
  | 'BlockQuote'
  | 'Code'
  | 'TOC'
  | 'TOCI'
  | 'Link';

/** A structure element of the PDF: the same object for every slice painted inside it. */
export interface Tag {
  readonly role: Role;
  /** A figure's text alternative: what a screen reader says instead of its content. */
  readonly alt?: string;
  /** Which cells a table's heading cell heads. */
  readonly scope?: 'Row' | 'Column';
}

export const tag = (role: Role, options: Omit<Tag, 'role'> = {}): Tag => ({role, ...options});

export interface Paint {
  readonly line: (line: Line, x: number, y: number) => void;
  /** Lines one under the other from (x, y). */
  readonly lines: (lines: readonly Line[], x: number, y: number) => void;
  readonly rect: (x: number, y: number, w: number, h: number, color: string) => void;
  /** A hairline border around a box. */
  readonly frame: (x: number, y: number, w: number, h: number, color: string) => void;
  /** A drawing: content of the enclosing Figure, else decoration. */
  readonly drawing: (art: Drawing, x: number, y: number, width: number) => void;
  readonly icon: (kind: 'alert' | 'info', x: number, y: number, size: number, color: string) => void;
  /**
   * A QR code as vector squares, `size` points wide without its quiet zone
   * (keep that clear around it): content of the enclosing Figure, else decoration.
   */
  readonly qr: (matrix: QrMatrix, x: number, y: number, size: number) => void;
  /** The dotted line from a contents entry to its page number. */
  readonly leader: (from: number, to: number, y: number) => void;
  /** Makes an area a link to a section of the PDF; `label` is what it says. */
  readonly goTo: (x: number, y: number, w: number, h: number, id: string, label: string) => void;
  /** A link target for `#id`, and an entry in the PDF's outline when titled. */
  readonly anchor: (id: string, y: number, outline?: string) => void;
  /** Closes what is open on the page: call before the next page or the end. */
  readonly endPage: () => void;
  /** Paints inside a structure element. */
  readonly within: (tag: Tag, draw: () => void) => void;
  /** Paints decoration, or what repeats on each page (`Pagination`): no reader reads it. */
  readonly artifact: (draw: () => void, type?: 'Pagination') => void;
}

/** PDFKit keeps each font's shaped words in `layoutCache`; ours is shared by all documents. */
interface EmbeddedFont {
  layoutCache?: Record<string, unknown>;
}

/**
 * PDFKit's writer of one run of text. Its `text()` would measure and wrap
 * each run again; ours are set already, so a run goes here with its width.
 */
interface Fragments {
  _fragment(text: string, x: number, y: number, options: {baseline: 'alphabetic'; textWidth: number; wordCount: number}): void;
}

const ICONS = {
  alert: 'M12 2 L23 21 H1 Z M11 9 V15 H13 V9 Z M11 17 V19 H13 V17 Z',
  info: 'M12 1 A11 11 0 1 0 12 23 A11 11 0 1 0 12 1 Z M11 10 V18 H13 V10 Z M11 6 V8 H13 V6 Z',
} as const;

/** PDFKit's options of a structure element; its typings lack `scope`. */
type StructOptions = {alt?: string; scope?: Tag['scope']};
type Element = PDFKit.PDFStructureElement;

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

  // The document's structure: its root, the elements made so far, and what is being painted inside.
  const root = doc.struct('Document');
  doc.addStructure(root);
  const elements = new Map<Tag, Element>();
  /** A link's element by its span's target: a link that wraps onto the next line stays one link. */
  const links = new Map<Element, Map<object, Element>>();
  /**
   * Links that hold an annotation on this page. PDFKit names the page of an
   * annotation when it writes the element, so each is written before the
   * page ends; a link going on over the page break gets a new element.
   */
  const annotated = new Set<Element>();
  const endLinks = () => {
    for (const link of annotated) link.end();
    for (const mine of links.values()) for (const [target, link] of mine) if (annotated.has(link)) mine.delete(target);
    for (const [t, element] of elements) if (annotated.has(element)) elements.delete(t);
    annotated.clear();
  };
  const linkIn = (parent: Element, target: object): Element => {
    const mine = links.get(parent) ?? new Map<object, Element>();
    links.set(parent, mine);
    let link = mine.get(target);
    if (!link) {
      link = doc.struct('Link');
      parent.add(link);
      mine.set(target, link);
    }
    return link;
  };
  const stack: Tag[] = [];
  let artifacts = 0;

  /** The element of the tag at `depth` of the stack, made under its parent's when first painted. */
  const elementAt = (depth: number): Element => {
    if (depth < 0) return root;
    const t = stack[depth]!;
    let element = elements.get(t);
    if (!element) {
      const options: StructOptions = {};
      if (t.alt) options.alt = t.alt;
      if (t.scope) options.scope = t.scope;
      element = doc.struct(t.role, options);
      elementAt(depth - 1).add(element);
      elements.set(t, element);
    }
    return element;
  };

  /** The element whose marked sequence is open on the page. */
  let open: Element | undefined;
  /** The text colour set on the page: set again only when it changes (anything else drawn forgets it). */
  let fill: string | undefined;
  const close = () => {
    if (open) doc.endMarkedContent();
    open = undefined;
  };

  /** Paints as decoration when no element encloses it or inside an artifact. */
  const decoration = (draw: () => void, type?: 'Pagination') => {
    fill = undefined;
    if (artifacts > 0) return draw();
    close();
    doc.markContent('Artifact', type ? {type} : undefined);
    draw();
    doc.endMarkedContent();
  };

  /** Paints as content of `element`, or as decoration when nothing encloses it. */
  const content = (element: Element | undefined, role: string, draw: () => void) => {
    if (!element || artifacts > 0) return decoration(draw);
    if (open !== element) {
      close();
      element.add(doc.markStructureContent(role));
      open = element;
    }
    draw();
  };

  const current = (): Element | undefined => (stack.length > 0 && artifacts === 0 ? elementAt(stack.length - 1) : undefined);

  const rect = (x: number, y: number, w: number, h: number, color: string) => {
    decoration(() => doc.rect(x, y, w, h).fill(color));
  };

  const text = (run: Run, left: number, baseline: number) => {
    useFace(run.face, run.size);
    if (run.color !== fill) doc.fillColor((fill = run.color));
    (doc as unknown as Fragments)._fragment(run.text, left, baseline, {baseline: 'alphabetic', textWidth: run.width, wordCount: 1});
  };

  const line = (l: Line, x: number, y: number) => {
    const baseline = y + l.ascent;
    const parent = current();
    const role = stack.at(-1)?.role ?? 'P';
    for (const run of l.runs) {
      const left = x + run.x;
      if (run.code) rect(left - 1, y, run.width + 2, l.height, COLORS.tableHead);
      if (parent && run.link) {
        // A link is its own element: the words, and the annotation a reader activates.
        const link = linkIn(parent, run.link);
        content(link, 'Link', () => text(run, left, baseline));
        const options = {structParent: link, Contents: new String(run.text.trim())} as unknown as PDFKit.Mixins.AnnotationOption;
        if (run.link.kind === 'url') doc.link(left, y, run.width, l.height, run.link.href, options);
        else doc.goTo(left, y, run.width, l.height, run.link.id, options);
        annotated.add(link);
      } else {
        content(parent, role, () => text(run, left, baseline));
      }
      if (run.underline || run.strike) {
        const at = run.underline ? baseline + run.size * 0.12 : baseline - run.size * 0.28;
        decoration(() =>
          doc
            .save()
            .lineWidth(0.5)
            .moveTo(left, at)
            .lineTo(left + run.width, at)
            .stroke(run.color)
            .restore(),
        );
      }
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
      decoration(() => doc.save().lineWidth(0.5).rect(x, y, w, h).stroke(color).restore());
    },
    drawing: (art, x, y, width) => {
      const draw = () => paintDrawing(doc, art, x, y, width);
      if (stack.at(-1)?.role === 'Figure') content(current(), 'Figure', draw);
      else decoration(draw);
      fill = undefined;
    },
    icon: (kind, x, y, size, color) => {
      decoration(() =>
        doc
          .save()
          .translate(x, y)
          .scale(size / 24)
          .path(ICONS[kind])
          .fill(color, 'even-odd')
          .restore(),
      );
    },
    qr: (matrix, x, y, size) => {
      const module = size / matrix.length;
      const draw = () => {
        // One path, filled once: modules that touch show no hairline seams in a viewer.
        for (const run of qrRuns(matrix)) doc.rect(x + run.x * module, y + run.y * module, run.width * module, module);
        doc.fill('#000000');
      };
      if (stack.at(-1)?.role === 'Figure') content(current(), 'Figure', draw);
      else decoration(draw);
      fill = undefined;
    },
    leader: (from, to, y) => {
      decoration(() => doc.save().lineWidth(0.6).dash(0.6, {space: 2}).moveTo(from, y).lineTo(to, y).stroke(COLORS.rule).restore());
    },
    goTo: (x, y, w, h, id, label) => {
      const parent = current();
      const options = parent ? {structParent: parent, Contents: new String(label)} : {};
      doc.goTo(x, y, w, h, id, options as unknown as PDFKit.Mixins.AnnotationOption);
      if (parent) annotated.add(parent);
    },
    anchor: (id, y, outline) => {
      doc.addNamedDestination(id, 'XYZ', 0, y, null);
      if (outline) doc.outline.addItem(outline);
    },
    endPage: () => {
      close();
      endLinks();
      fill = undefined;
    },
    within: (t, draw) => {
      stack.push(t);
      try {
        draw();
      } finally {
        stack.pop();
      }
    },
    artifact: (draw, type) => {
      decoration(() => {
        artifacts += 1;
        try {
          draw();
        } finally {
          artifacts -= 1;
        }
      }, type);
    },
  };
}
