import { translate } from '../../../i18n/translate';
import type { ActionRequest } from './serviceConnector';

/**
 * The text a ticket, a conversation or an issue is opened with: the owner's text (filled from the
 * conversation), then — when `include` and there is a conversation to read — its messages so far
 * under a line «Conversación con el bot:», so the team reads what the visitor already said. Parts
 * that are empty are left out; both empty gives ''.
 * @example await appendTranscript('Quiere una demo', request, true)
 * // 'Quiere una demo\n\nConversación con el bot:\nVisitante: Hola\nBot: ¿En qué te ayudo?'
 */
export async function appendTranscript(
  text: string,
  request: ActionRequest,
  include: boolean,
): Promise<string> {
  const own = text.trim();
  if (!include || !request.conversation) return own;
  const transcript = (await request.conversation.readTranscript()).trim();
  if (transcript === '') return own;
  const section = `${translate('es', 'powers.transcript.heading')}\n${transcript}`;
  return own === '' ? section : `${own}\n\n${section}`;
}
