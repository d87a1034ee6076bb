import { memo } from 'react';
import type { ShownChatCard } from '../helpers/readChatCard';

/** The link opens the design in a new tab that cannot reach back to the chat. */
const LINK_REL = 'noopener noreferrer';

export interface ChatCardViewProps {
  card: ShownChatCard;
}

/**
 * A card the bot shows (a Figma or Canva design): the preview (its alt text the design's title),
 * the title, and the link that opens the design in a new tab. The preview is asked for without the
 * chat's address (`no-referrer`): its host is the design service's.
 */
export const ChatCardView = memo(function ChatCardView({ card }: ChatCardViewProps) {
  return (
    <figure className="chat-card">
      {card.imageUrl && (
        <img
          className="chat-card__image"
          src={card.imageUrl}
          alt={card.title}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      )}
      <figcaption className="chat-card__body">
        <span className="chat-card__title">{card.title}</span>
        {card.subtitle && <span className="chat-card__subtitle">{card.subtitle}</span>}
        <a className="chat-card__link" href={card.url} target="_blank" rel={LINK_REL}>
          {card.linkLabel}
        </a>
      </figcaption>
    </figure>
  );
});
