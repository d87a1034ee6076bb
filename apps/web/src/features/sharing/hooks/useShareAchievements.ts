import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../auth';
import {
  ACHIEVEMENT_EVENT_IDS,
  type EmbedAchievement,
  recordCustomizeOpened,
  recordShareCopy,
} from '../helpers/embedAchievements';
import { reportAchievement } from '../helpers/sharingApi';

/**
 * The sharing achievements: copies are counted per bot in this browser, each unlock shows
 * '¡Logro desbloqueado: …!' and is reported to the server's gamification events.
 */
export function useShareAchievements(plubotId: string, announce: (text: string) => void) {
  const { t } = useTranslation();
  const userKey = useAuthStore((state) => state.user?.id ?? 'anon');

  const celebrate = useCallback(
    (unlocked: EmbedAchievement[]) => {
      for (const id of unlocked) {
        announce(t('sharing.achievements.unlocked', { name: t(`sharing.achievements.names.${id}`) }));
        void reportAchievement(ACHIEVEMENT_EVENT_IDS[id]);
      }
    },
    [announce, t],
  );

  const onCopied = useCallback(
    () => celebrate(recordShareCopy(localStorage, userKey, plubotId)),
    [celebrate, userKey, plubotId],
  );
  const onCustomizeOpened = useCallback(
    () => celebrate(recordCustomizeOpened(localStorage, userKey)),
    [celebrate, userKey],
  );

  return { onCopied, onCustomizeOpened };
}
