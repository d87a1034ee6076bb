import { DEFAULT_EMBED_CONFIG, type EmbedConfig, embedConfigSchema } from '@plubot/contracts';
import type { Database } from '../../db/client';
import { type RecordedProgress, recordProgress } from '../gamification/progressLedger';
import { saveEmbedConfig } from '../plubots/plubotRepository';

/**
 * Saves a bot's widget look and, in the same transaction, records the customisation that earns
 * «Personalizador» (ledger reason `widget_customized`, once per user): only when the saved look
 * differs both from the defaults and from the look saved before. Opening the Personalizar tab, or
 * saving the same look again, earns nothing.
 */
export async function saveEmbedCustomization(
  db: Database,
  userId: string,
  plubot: { id: string; embedConfig: EmbedConfig | null },
  embed: EmbedConfig,
): Promise<RecordedProgress> {
  const previous = readEmbedConfig(plubot.embedConfig);
  const customized = !isSameEmbed(embed, previous) && !isSameEmbed(embed, DEFAULT_EMBED_CONFIG);
  return db.transaction(async (tx) => {
    await saveEmbedConfig(tx, plubot.id, embed);
    if (!customized) return { recorded: [], achievements: [], xp: 0, plucoins: 0 };
    return recordProgress(tx, userId, [
      { reason: 'widget_customized', key: 'widget_customized', detail: { plubotId: plubot.id } },
    ]);
  });
}

/** A stored look with the defaults filled in (a bot never customised has none). */
function readEmbedConfig(stored: EmbedConfig | null): EmbedConfig {
  const parsed = embedConfigSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : embedConfigSchema.parse({});
}

function isSameEmbed(a: EmbedConfig, b: Readonly<EmbedConfig>): boolean {
  return (
    a.theme === b.theme &&
    a.position === b.position &&
    a.width === b.width &&
    a.height === b.height &&
    a.primaryColor.toLowerCase() === b.primaryColor.toLowerCase() &&
    a.welcomeMessage === b.welcomeMessage
  );
}
