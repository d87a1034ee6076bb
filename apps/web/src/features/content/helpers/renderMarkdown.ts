import DOMPurify from 'dompurify';
import { marked } from 'marked';
import { isAllowedHref, isExternalHref } from './isAllowedHref';

let hooked = false;

/** Drops links and images that are neither same-site nor https; external links open in a new tab. */
function installLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href === null) return;
      if (!isAllowedHref(href)) {
        node.removeAttribute('href');
      } else if (isExternalHref(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !isAllowedHref(src)) node.removeAttribute('src');
    }
  });
}

/** Markdown to sanitised HTML, safe for `dangerouslySetInnerHTML` (browser only). */
export function renderMarkdown(markdown: string): string {
  installLinkHook();
  const html = marked.parse(markdown, { async: false, gfm: true });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input'] });
}
