import { z } from 'zod';

/**
 * A card the bot shows (issue #31: a Figma or Canva design): its title, an optional preview image
 * (https only) and the link it opens, with the link's words in the visitor's language. The message
 * that carries it keeps the title and the link as its text, for channels that show only text.
 */
export const chatCardSchema = z.object({
  title: z.string(),
  /** A line under the title (a product's price). */
  subtitle: z.string().optional(),
  url: z.string(),
  imageUrl: z.string().optional(),
  /** The words of the card's link («Abrir el diseño»). */
  linkLabel: z.string(),
});
export type ChatCard = z.infer<typeof chatCardSchema>;

/**
 * The text a channel without cards shows for one (WhatsApp, the transcript's plain text): the title
 * and the link, one a line.
 * @example describeChatCard({ title: 'Menú', url: 'https://www.canva.com/design/D1/view', linkLabel: 'Abrir' })
 * // 'Menú\nhttps://www.canva.com/design/D1/view'
 */
export function describeChatCard(card: Pick<ChatCard, 'title' | 'url'>): string {
  return `${card.title}\n${card.url}`;
}
