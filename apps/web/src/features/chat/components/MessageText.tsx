import { memo } from 'react';
import { splitLinks } from '../helpers/splitLinks';

export interface MessageTextProps {
  text: string;
}

/**
 * A message as plain text, with its web addresses as links. React escapes every piece, so
 * markup a bot's owner or a visitor types is shown, never run.
 */
export const MessageText = memo(function MessageText({ text }: MessageTextProps) {
  return (
    <>
      {splitLinks(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {segment.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
});
