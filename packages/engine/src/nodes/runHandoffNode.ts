import {
  DEFAULT_HANDLE,
  HANDOFF_CONTACT_VARIABLE,
  HANDOFF_OUTSIDE_HANDLE,
  isWithinOpeningHours,
  readHandoffSettings,
} from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { EngineEffects } from '../model/engineEffects';
import { getEngineMessages } from '../model/engineMessages';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome, waitFor } from '../run/stepOutcome';
import { acceptTextReply } from './runMessageNode';

/**
 * `handoff` («Hablar con una persona», issue #29). Within its opening hours (or with them off) it
 * says `message` with `{{variables}}` and hands the conversation to a person: the bot keeps quiet
 * until the person gives it back, then goes on at the node after the default output (or ends).
 * Outside the hours, mode `continue` says the outside message (when there is one) and goes on by
 * the `outside` output; mode `leaveContact` says it (or the engine's default) and waits for an
 * e-mail, stored in `email` (see {@link replyToHandoffNode}).
 */
export async function runHandoffNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const settings = readHandoffSettings({ type: 'handoff', data: node.data });
  if (isWithinOpeningHours(settings.hours, readNow(turn.effects))) {
    sayRendered(turn, node.id, settings.message);
    return {
      kind: 'handoff',
      nodeId: node.id,
      resumeNodeId: getNextNodeId(turn.flow, node.id, [DEFAULT_HANDLE]),
    };
  }
  turn.log(node, 'outside-hours', settings.hours.timeZone);
  if (settings.outside.mode === 'continue') {
    sayRendered(turn, node.id, settings.outside.message);
    return goTo(getNextNodeId(turn.flow, node.id, [HANDOFF_OUTSIDE_HANDLE]));
  }
  const said = sayRendered(turn, node.id, settings.outside.message);
  if (!said) turn.say(node.id, getEngineMessages(turn.state.language).handoffLeaveContact);
  return waitFor({ kind: 'text', nodeId: node.id, validation: 'email', variable: HANDOFF_CONTACT_VARIABLE });
}

/**
 * The e-mail typed to a «Hablar con una persona» node outside its hours: checked and retried as a
 * message node's e-mail capture, stored in `email`, then on by the `outside` output (or the end).
 */
export async function replyToHandoffNode(node: EngineNode, turn: Turn, text: string): Promise<StepOutcome> {
  return acceptTextReply(node, turn, text, { validation: 'email', variable: HANDOFF_CONTACT_VARIABLE }, () =>
    getNextNodeId(turn.flow, node.id, [HANDOFF_OUTSIDE_HANDLE]),
  );
}

/** Says a template with its variables filled in; whether anything was said. */
function sayRendered(turn: Turn, nodeId: string, template: string | undefined): boolean {
  const text = template ? turn.render(template).trim() : '';
  if (text !== '') turn.say(nodeId, text);
  return text !== '';
}

/** The host's clock, or the machine's when the host gives none (or a broken one). */
function readNow(effects: EngineEffects): Date {
  try {
    const now: unknown = effects.now?.();
    if (now instanceof Date && !Number.isNaN(now.getTime())) return now;
    // A clock that answers a promise is broken too; its failure must not go unhandled.
    if (now instanceof Promise) now.catch(() => undefined);
  } catch {
    // A broken clock is no clock.
  }
  return new Date();
}
