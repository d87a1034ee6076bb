import { callEffect } from '../run/callEffect';
import { type ActionRunner, CONTINUE } from './ActionRunner';

/** `sendNotification`: parameter `message`, interpolated, sent with `effects.notify`. */
export const runSendNotificationAction: ActionRunner = async (params, node, turn) => {
  const message = turn.render(params.text('message') ?? '').trim();
  const notify = turn.effects.notify;
  if (message === '' || !notify) {
    turn.log(node, message === '' ? 'action-skipped' : 'action-not-configured', 'sendNotification');
    return CONTINUE;
  }
  const result = await callEffect(() => notify({ message }));
  turn.log(node, result.ok ? 'action-done' : 'action-failed', result.ok ? 'sendNotification' : result.error);
  return CONTINUE;
};
