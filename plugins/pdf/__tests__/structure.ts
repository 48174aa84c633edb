/**
 * Reads a PDF's tagged structure as assistive technology does (pdfjs-dist, in
 * Node): the structure tree of each page with the text of its marked content,
 * the text painted outside any structure element, what is marked as an
 * artifact, and whether each link annotation sits in the tree.
 */
import {getDocument} from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface StructNode {
  readonly role: string;
  readonly alt?: string;
  /** The text of this element's own content and of its children, in reading order. */
  readonly text: string;
  readonly children: readonly StructNode[];
  /** Objects (annotations) this element holds, by id. */
  readonly objects: readonly string[];
}

export interface TaggedPage {
  readonly tree: StructNode;
  /** Text painted neither as an element's content nor as an artifact. */
  readonly untagged: readonly string[];
  /** Text marked as artifacts (running header and footer, repeated table headings). */
  readonly artifacts: string;
  /** The page's link annotations. */
  readonly links: number;
  /** Those of them that an element of the tree holds. */
  readonly linksInTree: number;
}

export interface TaggedPdf {
  /** The catalog's /Lang. */
  readonly language: string | undefined;
  /** The catalog's MarkInfo /Marked. */
  readonly marked: boolean;
  /** The XMP's PDF/UA part, `1` for PDF/UA-1. */
  readonly pdfua: string | undefined;
  readonly title: string | undefined;
  readonly pages: readonly TaggedPage[];
}

interface RawNode {
  role?: string;
  alt?: string;
  type?: 'content' | 'annotation' | 'object';
  id?: string;
  children?: RawNode[];
}

const squash = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export async function readTagged(bytes: Uint8Array): Promise<TaggedPdf> {
  const doc = await getDocument({data: bytes, useSystemFonts: false, disableFontFace: true, verbosity: 0}).promise;
  const {info, metadata} = (await doc.getMetadata()) as unknown as {info: Record<string, string>; metadata?: {get(name: string): string | null}};
  const markInfo = (await doc.getMarkInfo()) as {Marked?: boolean} | null;
  const pages: TaggedPage[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent({includeMarkedContent: true});
    const texts = new Map<string, string>();
    const untagged: string[] = [];
    let artifacts = '';
    const open: {id?: string; tag: string}[] = [];
    for (const item of content.items as {type?: string; id?: string; tag?: string; str?: string}[]) {
      if (item.type === 'beginMarkedContent' || item.type === 'beginMarkedContentProps') open.push({id: item.id ?? undefined, tag: item.tag ?? ''});
      else if (item.type === 'endMarkedContent') open.pop();
      else if (item.str !== undefined && item.str.trim() !== '') {
        const inner = open.findLast((m) => m.id || m.tag === 'Artifact');
        if (inner?.tag === 'Artifact') artifacts += `${item.str} `;
        else if (inner?.id) texts.set(inner.id, `${texts.get(inner.id) ?? ''}${item.str} `);
        else untagged.push(item.str);
      }
    }
    const held = new Set<string>();
    const walk = (node: RawNode): StructNode => {
      const children: StructNode[] = [];
      const objects: string[] = [];
      let text = '';
      for (const child of node.children ?? []) {
        if (child.type === 'content') text += texts.get(child.id!) ?? '';
        else if (child.type === 'object' || child.type === 'annotation') objects.push(child.id!.replace(/^pdfjs_internal_id_/, ''));
        else if (child.role) {
          const element = walk(child);
          children.push(element);
          text += `${element.text} `;
        }
      }
      for (const id of objects) held.add(id);
      return {role: node.role ?? '', alt: node.alt, text: squash(text), children, objects};
    };
    const raw = (await page.getStructTree()) as RawNode | null;
    const tree = raw ? walk(raw) : {role: 'Root', text: '', children: [], objects: []};
    const links = ((await page.getAnnotations()) as {subtype?: string; id: string}[]).filter((a) => a.subtype === 'Link');
    pages.push({tree, untagged, artifacts: squash(artifacts), links: links.length, linksInTree: links.filter((a) => held.has(a.id)).length});
  }
  const part = metadata?.get('pdfuaid:part') ?? undefined;
  return {language: info.Language, marked: markInfo?.Marked === true, pdfua: part ?? undefined, title: info.Title, pages};
}

/** Every element of a tree, depth first (reading order). */
export function elements(node: StructNode): StructNode[] {
  return [node, ...node.children.flatMap(elements)];
}
