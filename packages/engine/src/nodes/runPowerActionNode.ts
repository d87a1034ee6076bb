import { findPowerAction, POWER_HANDLES, readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';
import { buildPowerRequest, saveOutputs } from './powerRequest';
import { offerPowerOptions, startPowerLink } from './runPowerWaits';

/**
 * A `power` node of a connected service (Notion, HubSpot, Mailchimp; issue #31): runs its action
 * through `effects.powerAction` with the owner's connection, its inputs and fields rendered from the
 * conversation. An `after` action is queued and the flow moves on at once; an `inline` one (a
 * lookup) saves what it found into the variables its outputs name and leaves by `found`, `notFound`
 * or `onError` (each falling back to the default way on). A node without a connection or an action,
 * or a host without the effect, is traced and passes on.
 */
export async function runPowerActionNode(
  node: EngineNode,
  turn: Turn,
  powerId: string,
): Promise<StepOutcome> {
  const data = readNodeData('power', node.data);
  const follow = (handle?: string) =>
    goTo(
      (handle ? getNextNodeId(turn.flow, node.id, [handle], { anyEdge: false }) : null) ??
        getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }),
    );
  const definition = findPowerAction(powerId, data.text('action'));
  const connectionId = data.text('connectionId')?.trim() ?? '';
  const effect = turn.effects.powerAction;
  if (!definition || connectionId === '' || !effect) {
    turn.log(
      node,
      'power-passed',
      !definition ? 'sin acción' : connectionId === '' ? 'sin conexión' : 'no configurado',
    );
    return follow();
  }
  const request = buildPowerRequest(node, turn, { powerId, connectionId, definition });
  if (definition.runs === 'choose') return offerPowerOptions(node, turn, request, effect);
  if (definition.runs === 'await') return startPowerLink(node, turn, request, effect);
  const result = await callEffect(() => effect(request));
  if (!result.ok) {
    turn.log(node, 'locked' in result && result.locked ? 'power-locked' : 'power-failed', result.error);
    return follow(definition.runs === 'inline' ? POWER_HANDLES.error : undefined);
  }
  if ('queued' in result) {
    turn.log(node, 'power-queued', `${powerId}.${definition.id}`);
    return follow();
  }
  if (!('found' in result)) {
    turn.log(node, 'power-failed', 'respuesta inesperada');
    return follow(POWER_HANDLES.error);
  }
  saveOutputs(node, turn, { found: result.found, ...result.outputs });
  for (const card of result.cards ?? []) turn.showCard(node.id, card);
  turn.log(
    node,
    'power-handled',
    `${powerId}.${definition.id}: ${result.found ? 'encontrado' : 'no encontrado'}`,
  );
  return follow(result.found ? POWER_HANDLES.found : POWER_HANDLES.notFound);
}
