import { findPowerAction, formatMoney, isPaymentCurrency, POWER_HANDLES, readNodeData } from '@plubot/flow';
import { DEFAULT_HANDLE, type EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { ChatCard } from '../model/chatCard';
import type { ChatButton, VariableValue } from '../model/conversationStateSchema';
import type { PowerActionRequest, PowerActionResult } from '../model/engineEffects';
import { getEngineMessages } from '../model/engineMessages';
import type { UserReply } from '../model/engineTypes';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome, waitFor } from '../run/stepOutcome';
import { buildPowerRequest, saveOutputs } from './powerRequest';

type PowerEffect = (request: PowerActionRequest) => Promise<PowerActionResult>;

/**
 * The way on by `handle`, else the node's default output — never another named output: 'No pagado'
 * must not fall into the 'Pagado' way.
 */
function follow(turn: Turn, node: EngineNode, handle?: string): StepOutcome {
  return goTo(getNextNodeId(turn.flow, node.id, handle ? [handle, DEFAULT_HANDLE] : [DEFAULT_HANDLE]));
}

/**
 * A `choose` power (issue #32: a calendar's free slots): asks the host for the options and offers
 * them as buttons, waiting for the visitor's pick; none free leaves by `notFound`, a failure by
 * `onError`.
 */
export async function offerPowerOptions(
  node: EngineNode,
  turn: Turn,
  request: PowerActionRequest,
  effect: PowerEffect,
): Promise<StepOutcome> {
  const result = await callEffect(() => effect({ ...request, phase: 'offer' }));
  if (!result.ok) {
    turn.log(node, 'locked' in result && result.locked ? 'power-locked' : 'power-failed', result.error);
    return follow(turn, node, POWER_HANDLES.error);
  }
  if (!('options' in result) || 'taken' in result) {
    turn.log(node, 'power-failed', 'respuesta inesperada');
    return follow(turn, node, POWER_HANDLES.error);
  }
  if (result.options.length === 0) {
    turn.log(node, 'power-handled', `${request.powerId}.${request.action}: nada libre`);
    return follow(turn, node, POWER_HANDLES.notFound);
  }
  const messages = getEngineMessages(turn.state.language);
  const prompt = result.note
    ? messages.chooseSlot.replace('{zone}', () => result.note ?? '')
    : messages.chooseOption;
  turn.say(node.id, prompt, result.options);
  turn.log(node, 'power-offered', String(result.options.length));
  return waitFor({ kind: 'choice', nodeId: node.id, options: result.options });
}

/**
 * An `await` power (issue #32: a checkout, a booking link): the host starts it and answers the
 * link, sent as a card with a button («Pagar 25,00 €», «Elegir día y hora»); the conversation waits
 * for the service's webhook (`resumeAfterEvent`). A failure (an amount outside the owner's bounds,
 * the service refusing) leaves by `onError`.
 */
export async function startPowerLink(
  node: EngineNode,
  turn: Turn,
  request: PowerActionRequest,
  effect: PowerEffect,
): Promise<StepOutcome> {
  const result = await callEffect(() => effect(request));
  if (!result.ok) {
    turn.log(node, 'locked' in result && result.locked ? 'power-locked' : 'power-failed', result.error);
    return follow(turn, node, POWER_HANDLES.error);
  }
  if (!('link' in result)) {
    turn.log(node, 'power-failed', 'respuesta inesperada');
    return follow(turn, node, POWER_HANDLES.error);
  }
  turn.showCard(node.id, buildLinkCard(turn, request, result.link));
  turn.log(node, 'power-waiting', `${request.powerId}.${request.action}`);
  return waitFor({ kind: 'event', nodeId: node.id });
}

/** The card of an `await` power's link, its words in the visitor's language. */
function buildLinkCard(
  turn: Turn,
  request: PowerActionRequest,
  link: { url: string; amount?: { minor: number; currency: string } },
): ChatCard {
  const messages = getEngineMessages(turn.state.language);
  const amount = link.amount;
  if (amount && isPaymentCurrency(amount.currency)) {
    const money = formatMoney(amount.minor, amount.currency, turn.state.language ?? 'es');
    return {
      title: request.inputs.description || money,
      subtitle: money,
      url: link.url,
      linkLabel: messages.payLink.replace('{amount}', () => money),
    };
  }
  return { title: messages.bookTitle, url: link.url, linkLabel: messages.bookLink };
}

/**
 * A visitor's reply to a power node that waits on them: a pick among its offered options (a slot)
 * is acted on — done by `found` with its outputs saved, or, the slot taken meanwhile, offered again
 * with fresh options; anything but an offered option asks again. A reply while a link's event is
 * awaited gets a reminder, and the wait goes on.
 */
export async function replyToPowerNode(node: EngineNode, turn: Turn, reply: UserReply): Promise<StepOutcome> {
  const waiting = turn.state.input;
  const messages = getEngineMessages(turn.state.language);
  if (waiting.kind === 'event') {
    turn.say(node.id, messages.awaitingLink);
    turn.log(node, 'power-waiting', 'recordatorio');
    return waitFor(waiting);
  }
  if (waiting.kind !== 'choice') return follow(turn, node);
  const options = waiting.options;
  const chosen = findChosen(options, reply);
  if (!chosen) {
    turn.state.retries += 1;
    turn.log(node, 'invalid-choice', reply.optionId ?? reply.text);
    turn.say(node.id, messages.retryChoice, options);
    return waitFor(waiting);
  }
  turn.state.retries = 0;
  const data = readNodeData('power', node.data);
  const powerId = data.text('powerId')?.trim() ?? '';
  const definition = findPowerAction(powerId, data.text('action'));
  const connectionId = data.text('connectionId')?.trim() ?? '';
  const effect = turn.effects.powerAction;
  if (definition?.runs !== 'choose' || connectionId === '' || !effect) {
    turn.log(node, 'power-passed', 'no configurado');
    return follow(turn, node);
  }
  const request = buildPowerRequest(node, turn, { powerId, connectionId, definition });
  const result = await callEffect(() => effect({ ...request, phase: 'pick', optionId: chosen.id }));
  if (!result.ok) {
    turn.log(node, 'power-failed', result.error);
    return follow(turn, node, POWER_HANDLES.error);
  }
  if ('taken' in result) {
    turn.log(node, 'power-taken', chosen.id);
    if (result.options.length === 0) return follow(turn, node, POWER_HANDLES.notFound);
    turn.say(node.id, messages.slotTaken, result.options);
    return waitFor({ kind: 'choice', nodeId: node.id, options: result.options });
  }
  if (!('found' in result)) {
    turn.log(node, 'power-failed', 'respuesta inesperada');
    return follow(turn, node, POWER_HANDLES.error);
  }
  saveOutputs(node, turn, { found: result.found, ...result.outputs });
  turn.log(node, 'power-handled', `${powerId}.${definition.id}: ${chosen.id}`);
  return follow(turn, node, result.found ? POWER_HANDLES.found : POWER_HANDLES.notFound);
}

/** The offered option a reply picks: its button, or its words typed (case and spaces aside). */
function findChosen(options: readonly ChatButton[], reply: UserReply): ChatButton | undefined {
  if (reply.optionId !== undefined) return options.find((option) => option.id === reply.optionId);
  const typed = reply.text?.trim().toLowerCase();
  if (!typed) return undefined;
  return options.find((option) => option.label.trim().toLowerCase() === typed);
}

/**
 * Where a conversation waiting on an `await` power goes when its event comes (or its time runs
 * out): the event's outputs saved into the node's variables, then the `done` way ('Pagado') or the
 * `notDone` one ('No pagado'), each falling back to the node's default way on.
 */
export function continueAfterEvent(
  node: EngineNode,
  turn: Turn,
  event: { outcome: 'done' | 'notDone'; outputs: Record<string, VariableValue> },
): StepOutcome {
  saveOutputs(node, turn, event.outputs);
  turn.log(node, event.outcome === 'done' ? 'power-done' : 'power-not-done');
  return follow(turn, node, event.outcome === 'done' ? POWER_HANDLES.done : POWER_HANDLES.notDone);
}
