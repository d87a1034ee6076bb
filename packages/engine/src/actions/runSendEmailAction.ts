import { isValidEmail } from '@plubot/flow';
import { callEffect } from '../run/callEffect';
import { type ActionRunner, CONTINUE } from './ActionRunner';

/** The subject of an e-mail whose action names none. */
export const DEFAULT_EMAIL_SUBJECT = 'Mensaje de tu bot';

/**
 * `sendEmail`: parameters `to`, `subject` and `body`, each interpolated; sent with
 * `effects.sendEmail` when `to` is a valid address.
 */
export const runSendEmailAction: ActionRunner = async (params, node, turn) => {
  const to = turn.render(params.text('to') ?? '').trim();
  if (!isValidEmail(to)) {
    turn.log(node, 'action-skipped', 'sendEmail: destinatario no válido');
    return CONTINUE;
  }
  const sendEmail = turn.effects.sendEmail;
  if (!sendEmail) {
    turn.log(node, 'action-not-configured', 'sendEmail');
    return CONTINUE;
  }
  const subject = turn.render(params.text('subject') ?? DEFAULT_EMAIL_SUBJECT).trim();
  const body = turn.render(params.text('body') ?? '');
  const result = await callEffect(() => sendEmail({ to, subject, body }));
  turn.log(node, result.ok ? 'action-done' : 'action-failed', result.ok ? 'sendEmail' : result.error);
  return CONTINUE;
};
