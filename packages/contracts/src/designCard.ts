import { DESIGN_POWERS, MAX_DESIGN_LINK_LENGTH } from '@plubot/flow';
import { z } from 'zod';

/**
 * `POST /api/powers/design-card` (issue #31): the editor reads the title and preview of the design
 * whose share link the owner pasted in a Figma or Canva power node. The link's shape is checked by
 * the server with `parseDesignLink` (a link of another service answers 422 with its own message).
 */
export const designCardBodySchema = z.object({
  powerId: z.enum(DESIGN_POWERS, { message: 'powers.designCard.powerInvalid' }),
  url: z
    .string({ message: 'powers.designCard.urlRequired' })
    .trim()
    .min(1, 'powers.designCard.urlRequired')
    .max(MAX_DESIGN_LINK_LENGTH, 'powers.designCard.urlTooLong'),
});
export type DesignCardBody = z.input<typeof designCardBodySchema>;

/**
 * The design as its card shows it: its title, its preview image (an https address, or null when the
 * service gives none or one that is not https) and the share link, cleaned.
 */
export const designCardResponseSchema = z.object({
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  url: z.string(),
});
export type DesignCardResponse = z.infer<typeof designCardResponseSchema>;
