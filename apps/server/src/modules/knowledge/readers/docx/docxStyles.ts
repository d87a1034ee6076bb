import { walkXml } from '../walkXml';

/** How a paragraph style reads: its heading level (0 for the document's title style) or a list. */
export interface DocxStyle {
  name: string;
  basedOn: string | null;
  outlineLevel: number | null;
  numbering: { numId: string; level: number } | null;
}

const HEADING_NAME = /^(?:heading|t[ií]tulo|ttulo|encabezado|berschrift|titre)\s*([1-9])$/i;
const TITLE_NAME = /^(?:title|t[ií]tulo|ttulo|titre|titel)$/i;

/**
 * The paragraph styles of `word/styles.xml`, by style id (Spanish Word names its heading styles'
 * ids `Ttulo1`… and keeps `heading 1`… as their names).
 */
export function readDocxStyles(xml: string | null): Map<string, DocxStyle> {
  const styles = new Map<string, DocxStyle>();
  if (!xml) return styles;
  let current: DocxStyle | null = null;
  let numId: string | null = null;
  walkXml(xml, {
    open(name, attributes) {
      if (name === 'style') {
        current = null;
        if ((attributes.type ?? 'paragraph') !== 'paragraph' || !attributes.styleId) return;
        current = { name: '', basedOn: null, outlineLevel: null, numbering: null };
        styles.set(attributes.styleId, current);
        numId = null;
      } else if (current && attributes.val !== undefined) {
        if (name === 'name') current.name = attributes.val;
        else if (name === 'basedOn') current.basedOn = attributes.val;
        else if (name === 'outlineLvl') current.outlineLevel = Number(attributes.val);
        else if (name === 'numId') numId = attributes.val;
        else if (name === 'ilvl' && numId) current.numbering = { numId, level: Number(attributes.val) };
      }
    },
    close(name) {
      if (name === 'numPr' && current && numId && !current.numbering) current.numbering = { numId, level: 0 };
      if (name === 'style') current = null;
    },
  });
  return styles;
}

/**
 * The heading level a paragraph style gives (1–9, 0 for the title style), following `basedOn`:
 * an explicit outline level first, then the style's name or id (`heading 2`, `Título2`, `Heading2`).
 * @example headingLevel(styles, 'Ttulo1') // 1
 */
export function headingLevel(styles: ReadonlyMap<string, DocxStyle>, styleId: string | null): number | null {
  let id = styleId;
  for (let depth = 0; id && depth < 10; depth++) {
    const style = styles.get(id);
    if (style?.outlineLevel !== null && style?.outlineLevel !== undefined && style.outlineLevel < 9) {
      return style.outlineLevel + 1;
    }
    for (const name of [style?.name ?? '', id]) {
      const heading = name.match(HEADING_NAME);
      if (heading) return Number(heading[1]);
      if (TITLE_NAME.test(name)) return 0;
    }
    id = style?.basedOn ?? null;
  }
  return null;
}

/** Whether a style is one of Word's table-of-contents entries (`toc 1`…), which repeat headings. */
export function isTocStyle(styles: ReadonlyMap<string, DocxStyle>, styleId: string | null): boolean {
  if (!styleId) return false;
  return /^(?:toc|tdc)\s*\d|^toc heading$/i.test(styles.get(styleId)?.name ?? styleId);
}

/** The list number format of every level of every numbering (`w:num` id), from numbering.xml. */
export function readDocxNumbering(xml: string | null): Map<string, string[]> {
  const formats = new Map<string, string[]>();
  if (!xml) return formats;
  const abstracts = new Map<string, string[]>();
  const numToAbstract = new Map<string, string>();
  let abstract: string[] | null = null;
  let level = 0;
  let num: string | null = null;
  walkXml(xml, {
    open(name, attributes) {
      if (name === 'abstractNum' && attributes.abstractNumId !== undefined) {
        abstract = [];
        abstracts.set(attributes.abstractNumId, abstract);
      } else if (name === 'lvl' && abstract) {
        level = Number(attributes.ilvl ?? 0);
      } else if (name === 'numFmt' && abstract && attributes.val) {
        abstract[level] = attributes.val;
      } else if (name === 'num' && attributes.numId !== undefined) {
        num = attributes.numId;
      } else if (name === 'abstractNumId' && num !== null && attributes.val !== undefined) {
        numToAbstract.set(num, attributes.val);
      }
    },
    close(name) {
      if (name === 'abstractNum') abstract = null;
      if (name === 'num') num = null;
    },
  });
  for (const [numId, abstractId] of numToAbstract) formats.set(numId, abstracts.get(abstractId) ?? []);
  return formats;
}
