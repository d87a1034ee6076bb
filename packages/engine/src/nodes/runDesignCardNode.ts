import {
  DESIGN_SERVICE_NAMES,
  type DesignPower,
  parseDesignImage,
  parseDesignLink,
  readNodeData,
} from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { ChatCard } from '../model/chatCard';
import { getEngineMessages } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * `power` of Figma or Canva (issue #31): shows the visitor a card of the design the owner picked —
 * its title (the service's, or «Diseño de Figma» when blank), its preview when it is an https
 * address, and its link with «Abrir el diseño» in the visitor's language — then moves on. A node
 * without a valid share link (`parseDesignLink`) passes on without showing anything, and one the
 * host says the owner may not use now (a Pro power whose trial ended) is traced as `power-locked`.
 */
export async function runDesignCardNode(
  node: EngineNode,
  turn: Turn,
  powerId: DesignPower,
): Promise<StepOutcome> {
  const next = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const fields = readNodeData('power', node.data);
  const url = parseDesignLink(powerId, fields.text('designUrl'));
  if (!url) {
    turn.log(node, 'power-passed', 'sin enlace del diseño');
    return next();
  }
  const power = turn.effects.power;
  if (power) {
    const result = await callEffect(() => power({ powerId, variables: { ...turn.state.variables } }));
    if ('locked' in result && result.locked === true) {
      turn.log(node, 'power-locked', powerId);
      return next();
    }
  }
  const stored = { title: fields.text('designTitle'), image: fields.text('designImage') };
  turn.showCard(node.id, buildDesignCard(powerId, url, stored, turn.state.language));
  turn.log(node, 'power-handled', powerId);
  return next();
}

/** The card of the node's design (its stored title and preview), its texts in the visitor's `language`. */
function buildDesignCard(
  powerId: DesignPower,
  url: string,
  stored: { title: string | undefined; image: string | undefined },
  language: string | undefined,
): ChatCard {
  const messages = getEngineMessages(language);
  const service = DESIGN_SERVICE_NAMES[powerId];
  const title = stored.title?.trim() || messages.designTitle.replace('{service}', () => service);
  const imageUrl = parseDesignImage(stored.image);
  return { title, url, ...(imageUrl ? { imageUrl } : {}), linkLabel: messages.openDesign };
}
