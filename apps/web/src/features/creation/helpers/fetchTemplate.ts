import { z } from 'zod';
import { sendApiRequest } from '../../../lib/apiClient';
import type { DraftFlow } from '../../plubots';

/** A template a bot can start from. */
export interface CreationTemplate {
  id: string;
  name: string;
  /** Its flow, when it has one; the bot otherwise starts from the initial flow. */
  flow: DraftFlow | null;
}

const graphSchema = z.object({ nodes: z.array(z.unknown()), edges: z.array(z.unknown()) });
const templateSchema = z.looseObject({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().optional(),
  title: z.string().optional(),
  flow: graphSchema.optional().catch(undefined),
  nodes: z.array(z.unknown()).optional().catch(undefined),
  edges: z.array(z.unknown()).optional().catch(undefined),
});
const listSchema = z.union([
  z.array(z.unknown()),
  z.looseObject({ templates: z.array(z.unknown()) }).transform((body) => body.templates),
]);

/**
 * Looks a template up in `GET /api/templates` (the template catalogue; its flow as `flow` or as
 * top-level `nodes`/`edges`). Null when the catalogue does not have it or cannot be read, so the
 * bot starts from the initial flow.
 */
export async function fetchTemplate(templateId: string): Promise<CreationTemplate | null> {
  try {
    const list = listSchema.safeParse(await sendApiRequest('/templates'));
    if (!list.success) return null;
    for (const raw of list.data) {
      const parsed = templateSchema.safeParse(raw);
      if (!parsed.success || parsed.data.id !== templateId) continue;
      const { flow, nodes, edges, name, title } = parsed.data;
      const graph = flow ?? (nodes && edges ? { nodes, edges } : null);
      return { id: templateId, name: name ?? title ?? templateId, flow: graph };
    }
    return null;
  } catch {
    return null;
  }
}
