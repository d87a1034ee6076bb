import type { StoredPlubot } from '../types';
import type { CreatePlubotInput } from './plubotApi';

/**
 * The create body of a bot kept in the browser (spec §7): its local id is sent as `_localId`, so
 * the server never creates it twice; `id` and the sync flags stay here.
 */
export function toCreatePlubotBody(plubot: StoredPlubot): CreatePlubotInput {
  const body: CreatePlubotInput = {
    name: plubot.name,
    tone: plubot.tone,
    color: plubot.color,
    powers: plubot.powers,
    _localId: plubot._localId ?? plubot.id,
  };
  if (plubot.purpose) body.purpose = plubot.purpose;
  if (plubot.initial_message) body.initial_message = plubot.initial_message;
  if (plubot.templateId) body.templateId = plubot.templateId;
  return body;
}
