import { type MouseEvent, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { renderMarkdown } from '../helpers/renderMarkdown';
import './content.css';

export interface MarkdownContentProps {
  markdown: string;
  className?: string;
}

/** Markdown shown as sanitised HTML; same-site links navigate inside the app without a reload. */
export function MarkdownContent({ markdown, className }: MarkdownContentProps) {
  const navigate = useNavigate();
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (!(event.target instanceof Element)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <div
      className={['content-prose', className ?? ''].filter(Boolean).join(' ')}
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from our Markdown files and is sanitised by DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
