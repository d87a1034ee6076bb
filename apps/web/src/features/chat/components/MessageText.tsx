import { type ChatMarkdownSpan, parseChatMarkdown } from '@plubot/engine';
import { memo, type ReactElement } from 'react';
import { splitLinks } from '../helpers/splitLinks';

export interface MessageTextProps {
  text: string;
  /** 'markdown': bold, italic, lists and http(s) links (a decision with its 'Markdown' switch on). */
  format?: 'markdown';
}

const LINK_REL = 'noopener noreferrer nofollow ugc';

/** Plain text with its web addresses as links. */
function PlainText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <a key={index} href={segment.href} target="_blank" rel={LINK_REL}>
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function Span({ span }: { span: ChatMarkdownSpan }) {
  if (span.href) {
    return (
      <a href={span.href} target="_blank" rel={LINK_REL}>
        {span.text}
      </a>
    );
  }
  if (span.bold) return <strong>{span.text}</strong>;
  if (span.italic) return <em>{span.text}</em>;
  return <>{span.text}</>;
}

/** The safe Markdown subset as elements (never HTML): paragraphs, lists, bold, italic and links. */
function MarkdownText({ text }: { text: string }) {
  const blocks = parseChatMarkdown(text);
  const items: ReactElement[] = [];
  let list: { kind: 'bullet' | 'numbered'; start: number; items: ReactElement[] } | null = null;
  const flush = () => {
    if (!list) return;
    const key = `list-${items.length}`;
    items.push(
      list.kind === 'bullet' ? (
        <ul key={key} className="chat-markdown__list">
          {list.items}
        </ul>
      ) : (
        <ol key={key} className="chat-markdown__list" start={list.start}>
          {list.items}
        </ol>
      ),
    );
    list = null;
  };
  blocks.forEach((block, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
    const spans = block.spans.map((span, at) => <Span key={at} span={span} />);
    if (block.kind === 'paragraph') {
      flush();
      items.push(
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
        <span key={index} className="chat-markdown__line">
          {spans}
        </span>,
      );
      return;
    }
    if (!list || list.kind !== block.kind) {
      flush();
      list = { kind: block.kind, start: block.number ?? 1, items: [] };
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one text never move
    list.items.push(<li key={index}>{spans}</li>);
  });
  flush();
  return <>{items}</>;
}

/**
 * A message's text: plain (web addresses as links) or, for a Markdown message, the safe subset.
 * React escapes every piece, so markup a bot's owner or a visitor types is shown, never run.
 */
export const MessageText = memo(function MessageText({ text, format }: MessageTextProps) {
  return format === 'markdown' ? <MarkdownText text={text} /> : <PlainText text={text} />;
});
