import { Parser } from 'htmlparser2';
import type { TextBlock } from '../buildSections';

/** Elements whose content is never the page's text. */
const DROPPED = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'nav',
  'aside',
  'form',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'canvas',
  'audio',
  'video',
  'dialog',
]);
/** ARIA roles of the same boilerplate: navigation, site header and footer, sidebars, search. */
const DROPPED_ROLES = new Set([
  'navigation',
  'banner',
  'contentinfo',
  'complementary',
  'search',
  'dialog',
  'alertdialog',
]);
/** Ancestors that make a header or footer part of the content (an article's own header). */
const SECTIONING = new Set(['article', 'main', 'section']);
const SECTION_HEADINGS = new Set(['h1', 'h2', 'h3']);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'details',
  'summary',
  'dl',
  'dt',
  'dd',
  'table',
  'ul',
  'ol',
  'menu',
  'hr',
  'center',
  'fieldset',
  'h4',
  'h5',
  'h6',
  'header',
  'footer',
  'caption',
  'body',
  'html',
]);
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

export interface HtmlText {
  /** The `<title>`, else the first `<h1>`, else null. */
  title: string | null;
  blocks: TextBlock[];
}

/**
 * The readable text of an HTML page as blocks: h1–h3 start sections; navigation, the site's header
 * and footer (those outside an article, main or section), scripts, styles, sidebars, forms and
 * hidden elements (`hidden`, `aria-hidden`, `display: none`) are dropped; list items and table
 * rows (cells joined by ' · ') are lines; entities are decoded.
 * @example htmlToBlocks('<title>Tienda</title><nav>Menú</nav><h1>Hola</h1><p>Abrimos &aacute; las 9</p>')
 * // { title: 'Tienda', blocks: [{ kind: 'heading', text: 'Hola' }, { kind: 'paragraph', text: 'Abrimos á las 9' }] }
 */
export function htmlToBlocks(html: string): HtmlText {
  const blocks: TextBlock[] = [];
  const stack: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let buffer = '';
  let kind: 'paragraph' | 'line' | 'heading' = 'paragraph';
  let skipFrom = -1;
  let headingDepth = -1;
  let cellAt = -1;
  let itemDepth = 0;
  let preDepth = 0;
  let rowHasCell = false;
  let title = '';
  let inTitle = false;
  let firstH1: string | null = null;

  const flush = () => {
    if (buffer.trim()) blocks.push({ kind, text: buffer });
    buffer = '';
    kind = 'paragraph';
  };
  const endGroup = () => {
    flush();
    if (blocks.at(-1)?.kind === 'line') blocks.push({ kind: 'break' });
  };
  const isDropped = (name: string, attributes: Record<string, string>) => {
    if (DROPPED.has(name) || DROPPED_ROLES.has((attributes.role ?? '').toLowerCase())) return true;
    if ('hidden' in attributes || attributes['aria-hidden'] === 'true') return true;
    if (attributes.style && HIDDEN_STYLE.test(attributes.style)) return true;
    if (name === 'header' || name === 'footer') return !stack.some((open) => SECTIONING.has(open));
    return false;
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'title' && !stack.includes('svg') && !title) inTitle = true;
        stack.push(name);
        if (skipFrom !== -1) return;
        if (isDropped(name, attributes)) {
          skipFrom = stack.length;
          return;
        }
        if (name === 'pre') preDepth++;
        if (headingDepth !== -1 || cellAt !== -1) {
          if (BLOCKS.has(name) || ['br', 'li', 'tr', 'td', 'th'].includes(name)) buffer += ' ';
          return;
        }
        if (SECTION_HEADINGS.has(name)) {
          flush();
          kind = 'heading';
          headingDepth = stack.length;
        } else if (name === 'li') {
          flush();
          const list = lists.at(-1);
          kind = 'line';
          if (list) list.count++;
          buffer = list?.ordered ? `${list.count}. ` : '- ';
          itemDepth++;
        } else if (name === 'tr') {
          flush();
          kind = 'line';
          rowHasCell = false;
        } else if (name === 'td' || name === 'th') {
          if (kind !== 'line') flush();
          kind = 'line';
          if (rowHasCell) buffer += ' · ';
          rowHasCell = true;
          cellAt = stack.length;
        } else if (name === 'br') {
          buffer += '\n';
        } else if (name === 'ul' || name === 'ol' || name === 'menu') {
          if (itemDepth > 0) flush();
          lists.push({ ordered: name === 'ol', count: Number(attributes.start ?? 1) - 1 || 0 });
        } else if (BLOCKS.has(name)) {
          if (itemDepth > 0) buffer += ' ';
          else flush();
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipFrom !== -1 || stack.includes('title')) return;
        buffer += preDepth > 0 ? text : text.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        const depth = stack.length;
        stack.pop();
        if (name === 'title') inTitle = false;
        if (skipFrom !== -1) {
          if (depth === skipFrom) skipFrom = -1;
          return;
        }
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (depth === headingDepth) {
          if (name === 'h1' && firstH1 === null && buffer.trim()) firstH1 = buffer;
          flush();
          headingDepth = -1;
        } else if (depth === cellAt) {
          cellAt = -1;
        } else if (headingDepth !== -1 || cellAt !== -1) {
          return;
        } else if (name === 'li') {
          flush();
          itemDepth = Math.max(0, itemDepth - 1);
          if (itemDepth > 0) kind = 'line';
        } else if (name === 'tr') {
          flush();
        } else if (name === 'table') {
          endGroup();
        } else if (name === 'ul' || name === 'ol' || name === 'menu') {
          lists.pop();
          if (itemDepth === 0) endGroup();
          else flush();
        } else if (BLOCKS.has(name) && itemDepth === 0) {
          flush();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  const cleanTitle = title.replace(/\s+/g, ' ').trim();
  return { title: cleanTitle || firstH1, blocks };
}
