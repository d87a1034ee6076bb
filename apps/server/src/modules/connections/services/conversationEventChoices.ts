import type { ConnectionChoice } from '@plubot/contracts';
import { CONVERSATION_EVENTS } from '@plubot/flow';
import { translate } from '../../../i18n/translate';

/**
 * The `conversationEvent` list of an analytics power's form: the conversation's own events
 * (`CONVERSATION_EVENTS`), each by its name with a Spanish label. Served without asking the
 * service — they are Plubot's events, not the service's; the owner may still type a name of their own.
 */
export async function conversationEventChoices(): Promise<{ ok: true; choices: ConnectionChoice[] }> {
  return {
    ok: true,
    choices: CONVERSATION_EVENTS.map((id) => ({
      id,
      label: translate('es', 'powers.conversationEvents.label', {
        label: translate('es', `powers.conversationEvents.${id}`),
        id,
      }),
    })),
  };
}
