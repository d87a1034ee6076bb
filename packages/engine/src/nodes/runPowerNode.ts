import { isActionService, isDesignPower, readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';
import { runDesignCardNode } from './runDesignCardNode';
import { runPowerActionNode } from './runPowerActionNode';

/**
 * `power`: a connected service's power (Notion, HubSpot, Mailchimp) runs its action
 * (`runPowerActionNode`); Figma and Canva show a card of a design (`runDesignCardNode`); any other runs the integration's action for `powerId` through `effects.power` when the host has
 * one — with its message, address, token and channel, `{{variables}}` filled in — then moves on; a
 * power nobody handles simply passes on, and one the host says the owner may not use now (a Pro
 * power whose trial ended) is traced as `power-locked` and passes on without acting.
 */
export async function runPowerNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const next = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const powerId = readNodeData('power', node.data).text('powerId')?.trim();
  if (isActionService(powerId)) return runPowerActionNode(node, turn, powerId);
  if (isDesignPower(powerId)) return runDesignCardNode(node, turn, powerId);
  const power = turn.effects.power;
  if (!powerId || !power) {
    turn.log(node, 'power-passed', powerId ? 'no configurado' : 'sin powerId');
    return next();
  }
  const variables = { ...turn.state.variables };
  const fields = readNodeData('power', node.data);
  const settings: { message?: string; url?: string; token?: string; channel?: string } = {};
  const message = turn.render(fields.text('powerMessage') ?? '').trim();
  const url = turn.render(fields.text('powerUrl') ?? '').trim();
  const token = fields.text('powerToken')?.trim();
  const channel = turn.render(fields.text('powerChannel') ?? '').trim();
  if (message) settings.message = message;
  if (url) settings.url = url;
  if (token) settings.token = token;
  if (channel) settings.channel = channel;
  const result = await callEffect(() => power({ powerId, variables, ...settings }));
  if ('locked' in result && result.locked === true) {
    turn.log(node, 'power-locked', powerId);
    return next();
  }
  const handled = result.ok && 'handled' in result && result.handled === true;
  turn.log(
    node,
    handled ? 'power-handled' : result.ok ? 'power-passed' : 'power-failed',
    result.ok ? powerId : result.error,
  );
  return next();
}
