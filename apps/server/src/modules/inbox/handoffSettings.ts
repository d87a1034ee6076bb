import {
  completeHandoffSettings,
  DEFAULT_HANDOFF_PHRASE_LIST,
  type HandoffSettings,
} from '@plubot/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { plubots } from '../../db/schema';

/** The settings a bot starts from: every default phrase, and the server's wait (`HANDOFF_TIMEOUT_MS`). */
export function defaultHandoffSettings(config: Pick<Config, 'HANDOFF_TIMEOUT_MS'>): HandoffSettings {
  return {
    phrases: [...DEFAULT_HANDOFF_PHRASE_LIST],
    timeoutMinutes: Math.min(240, Math.max(1, Math.round(config.HANDOFF_TIMEOUT_MS / 60_000))),
    notifyByEmail: true,
    notifyChannels: true,
  };
}

/** A bot's hand-off settings: its own, else the defaults. */
export async function readHandoffSettings(
  db: Database,
  config: Pick<Config, 'HANDOFF_TIMEOUT_MS'>,
  plubotId: string,
): Promise<HandoffSettings> {
  const [row] = await db
    .select({ settings: plubots.handoffSettings })
    .from(plubots)
    .where(eq(plubots.id, plubotId));
  return row?.settings ? completeHandoffSettings(row.settings) : defaultHandoffSettings(config);
}

/** Saves a bot's hand-off settings (validated by the route), phrases without repeats or blanks. */
export async function saveHandoffSettings(
  db: Database,
  plubotId: string,
  settings: HandoffSettings,
): Promise<HandoffSettings> {
  const seen = new Set<string>();
  const phrases = settings.phrases.filter((phrase) => {
    const key = phrase.toLocaleLowerCase();
    if (phrase === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const saved = {
    phrases,
    timeoutMinutes: settings.timeoutMinutes,
    notifyByEmail: settings.notifyByEmail,
    notifyChannels: settings.notifyChannels,
  };
  await db.update(plubots).set({ handoffSettings: saved }).where(eq(plubots.id, plubotId));
  return saved;
}
