import { createFlowMessage } from '../../messages/createFlowMessage';
import type { FlowNode } from '../../model/nodeSchema';
import { getNodeText } from '../../reading/getNodeText';
import { getStartGreeting } from '../../reading/getStartGreeting';
import { getNodeLabel } from '../buildDoctorIndex';
import { createDoctorFinding } from '../createDoctorFinding';
import type { DoctorCheck } from '../doctorRule';
import type { DoctorFinding } from '../doctorTypes';

/** The longest text WhatsApp delivers in one message (its Business API's limit for a text body). */
export const WHATSAPP_MAX_TEXT_LENGTH = 4096;

/**
 * [tip] A text the bot says — greeting, message, decision question, farewell — longer than
 * WhatsApp's {@link WHATSAPP_MAX_TEXT_LENGTH} characters (Unicode characters, so an emoji counts
 * once), measured as written, before `{{variables}}` are filled in. No fix:
 * only the owner can decide where to split it.
 */
export const checkMessageTooLongForWhatsApp: DoctorCheck = (graph, _context, index) => {
  const findings: DoctorFinding[] = [];
  graph.nodes.forEach((node, position) => {
    if (!index.reachable[position]) return;
    const text = getSpokenText(node);
    // A string's length counts UTF-16 units, never fewer than characters: most texts stop here.
    if (text.length <= WHATSAPP_MAX_TEXT_LENGTH) return;
    const length = [...text].length;
    if (length <= WHATSAPP_MAX_TEXT_LENGTH) return;
    const message = createFlowMessage('doctor.messageTooLongForWhatsApp', {
      label: getNodeLabel(node),
      length,
      max: WHATSAPP_MAX_TEXT_LENGTH,
    });
    findings.push(createDoctorFinding('messageTooLongForWhatsApp', 'tip', message, [node.id]));
  });
  return findings;
};

/** What the node says in the chat (before `{{variables}}` are filled in), trimmed. */
function getSpokenText(node: FlowNode): string {
  const text = node.type === 'start' ? getStartGreeting(node).text : getNodeText(node);
  return text?.trim() ?? '';
}
