import { QUICK_BOT_MAX_BUTTONS, type QuickBotAnswers } from '@plubot/flow';
import { z } from 'zod';

const answersSchema = z.object({
  name: z.string(),
  welcomeMessage: z.string(),
  menuQuestion: z.string().optional(),
  menu: z.array(z.object({ label: z.string(), answer: z.string() })).max(QUICK_BOT_MAX_BUTTONS),
  collect: z.object({ name: z.boolean(), email: z.boolean(), reason: z.boolean() }),
  farewellMessage: z.string().optional(),
});

/**
 * The quick creator's answers a flow was generated from (kept in its start node's
 * `data.metadata.quickBot`), or null for a flow made otherwise.
 */
export function readQuickBotAnswers(nodes: readonly unknown[]): QuickBotAnswers | null {
  for (const node of nodes) {
    if (!node || typeof node !== 'object') continue;
    const { type, data } = node as { type?: unknown; data?: { metadata?: { quickBot?: unknown } } };
    if (type !== 'start') continue;
    const parsed = answersSchema.safeParse(data?.metadata?.quickBot);
    return parsed.success ? parsed.data : null;
  }
  return null;
}
