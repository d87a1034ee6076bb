import type { ActionType } from '@plubot/flow';
import { readNodeData, readRecord } from '@plubot/flow';
import { type ActionRunner, CONTINUE } from '../actions/ActionRunner';
import { runApiCallAction } from '../actions/runApiCallAction';
import { runConditionalAction } from '../actions/runConditionalAction';
import { runSaveDataAction } from '../actions/runSaveDataAction';
import { runSendEmailAction } from '../actions/runSendEmailAction';
import { runSendNotificationAction } from '../actions/runSendNotificationAction';
import { runTransformDataAction } from '../actions/runTransformDataAction';
import { runWebhookAction } from '../actions/runWebhookAction';
import { DEFAULT_HANDLE, type EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/** The pause of a 'Esperar' action that names none: the one the editor's form shows until changed. */
export const DEFAULT_DELAY_SECONDS = 2;

const runDelayAction: ActionRunner = async (params, node, turn) => {
  const ms = params.number('ms');
  const seconds = params.number('seconds') ?? (ms === undefined ? DEFAULT_DELAY_SECONDS : ms / 1000);
  // A turn never sleeps: the pause travels with the next message and each channel waits it out,
  // so no other conversation is held up.
  turn.delay(seconds * 1000);
  turn.log(node, 'delay', `${seconds}s`);
  return CONTINUE;
};

const ACTION_RUNNERS: Readonly<Record<ActionType, ActionRunner>> = {
  sendEmail: runSendEmailAction,
  saveData: runSaveDataAction,
  sendNotification: runSendNotificationAction,
  apiCall: runApiCallAction,
  transformData: runTransformDataAction,
  conditional: runConditionalAction,
  delay: runDelayAction,
  webhook: runWebhookAction,
};

/**
 * `action`: runs `data.actionType` with `data.parameters` (see each runner for its parameters) and
 * moves on. Actions say nothing to the user; failures, missing effects and unknown types are traced
 * and the flow goes on. `delay` pauses before the next message (`BotMessage.delayMs`).
 */
export async function runActionNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const fields = readNodeData('action', node.data);
  const actionType = fields.text('actionType')?.trim() ?? '';
  const runner = Object.hasOwn(ACTION_RUNNERS, actionType)
    ? ACTION_RUNNERS[actionType as ActionType]
    : undefined;
  if (!runner) {
    turn.log(
      node,
      'action-skipped',
      actionType === '' ? 'sin tipo de acción' : `tipo desconocido: ${actionType}`,
    );
    return goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  }
  const outcome = await runner(readRecord(fields.record('parameters')), node, turn);
  return goTo(
    getNextNodeId(turn.flow, node.id, [...outcome.handles, DEFAULT_HANDLE], { anyEdge: outcome.anyEdge }),
  );
}
