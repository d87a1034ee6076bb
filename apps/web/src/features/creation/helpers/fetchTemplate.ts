import type { DraftFlow } from '../../plubots';
import { findTemplateById, localize } from '../../templates';

/** A template a bot can start from. */
export interface CreationTemplate {
  id: string;
  name: string;
  /** Its flow: the bot starts from it. */
  flow: DraftFlow;
}

/**
 * Looks a template up in the catalogue (`GET /api/templates`). Null when the catalogue does not
 * have it or cannot be reached, so the bot starts from the initial flow.
 */
export async function fetchTemplate(templateId: string): Promise<CreationTemplate | null> {
  try {
    const template = await findTemplateById(templateId);
    if (!template) return null;
    return {
      id: template.id,
      name: localize(template.name),
      flow: { nodes: template.flow.nodes, edges: template.flow.edges },
    };
  } catch {
    return null;
  }
}
