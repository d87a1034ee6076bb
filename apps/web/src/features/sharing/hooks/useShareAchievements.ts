import type { AchievementId, GamificationFact } from '@plubot/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFact } from '../helpers/sharingApi';

/** What was copied in the sharing panel. */
export type ShareChannel = Extract<GamificationFact, { kind: 'share_copy' }>['channel'];

/** The sharing panel's achievements, by the ids the server unlocks (spec app.md §4). */
const SHARE_ACHIEVEMENTS = ['first_share', 'embed_master', 'customizer', 'social_media'] as const;
type ShareAchievement = (typeof SHARE_ACHIEVEMENTS)[number];

function isShareAchievement(id: string | null | undefined): id is ShareAchievement {
  return (SHARE_ACHIEVEMENTS as readonly string[]).includes(id ?? '');
}

/**
 * The sharing achievements: each copy is reported to the server, which counts them and decides what
 * they unlock; saving a changed widget look unlocks «Personalizador» on the server with the save
 * (`onCustomized` only announces it). An unlock shows '¡Logro desbloqueado: …!'.
 */
export function useShareAchievements(plubotId: string, announce: (text: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const celebrate = useCallback(
    (unlocked: AchievementId | string | null | undefined) => {
      void queryClient.invalidateQueries({ queryKey: ['gamification'] });
      if (!isShareAchievement(unlocked)) return;
      announce(t('sharing.achievements.unlocked', { name: t(`sharing.achievements.names.${unlocked}`) }));
    },
    [announce, t, queryClient],
  );

  const onCopied = useCallback(
    (channel: ShareChannel) => {
      void reportFact({ kind: 'share_copy', plubotId, channel }).then(celebrate);
    },
    [celebrate, plubotId],
  );

  return { onCopied, onCustomized: celebrate };
}
