import { API, type HandoffSettings } from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';
import { INBOX_QUERY_KEY } from './inboxApi';

export const handoffSettingsKey = (plubotId: string) => [...INBOX_QUERY_KEY, 'settings', plubotId] as const;

/** `GET /api/plubots/:id/inbox/settings`: the bot's hand-off phrases and wait, and the defaults. */
export function fetchHandoffSettings(plubotId: string, signal?: AbortSignal) {
  return callApi(API.getHandoffSettings, { params: { id: plubotId }, ...(signal ? { signal } : {}) });
}

/** `PUT /api/plubots/:id/inbox/settings`. */
export function saveHandoffSettings(plubotId: string, settings: HandoffSettings) {
  return callApi(API.saveHandoffSettings, { params: { id: plubotId }, body: settings });
}

/** The phrases typed one per line, blank lines left out. */
export function readPhraseLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
