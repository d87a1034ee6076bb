import type { ChatCard } from '@plubot/engine';

/** A card as the chat shows it: a link it may open, and a preview only when it may load one. */
export interface ShownChatCard {
  title: string;
  /** A line under the title (a product's or a checkout's price); null when there is none. */
  subtitle: string | null;
  url: string;
  imageUrl: string | null;
  linkLabel: string;
}

const HTTPS = /^https:\/\/[^\s]+$/i;

/**
 * What of a bot's card the chat shows: its link only when it is an https address (never a
 * `javascript:` or `data:` one, whatever reached the browser), its preview only when https too (the
 * image's host is the design service's, not trusted), and its title as the card's name. `null`
 * when there is no link to open: the message's text (the title and the link) is shown instead.
 * @example readChatCard({ title: 'Menú', url: 'javascript:alert(1)', linkLabel: 'Abrir' }) // null
 */
export function readChatCard(card: ChatCard | undefined): ShownChatCard | null {
  if (!card || !HTTPS.test(card.url)) return null;
  const imageUrl = card.imageUrl && HTTPS.test(card.imageUrl) ? card.imageUrl : null;
  const subtitle = card.subtitle?.trim() || null;
  return {
    title: card.title.trim() || card.url,
    subtitle,
    url: card.url,
    imageUrl,
    linkLabel: card.linkLabel,
  };
}
