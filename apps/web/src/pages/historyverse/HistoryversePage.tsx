import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../features/content';
import { HistoryverseGallery } from '../../features/historyverse';

/**
 * `/historyverse` (public) — the pioneers of computing and conversation, unlocked at levels 3 to 11
 * (or earlier with PluCoins), each with a badge, a biography and a lesson for your bot.
 */
export function HistoryversePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('historyverse.title'));
  return (
    <div className="historyverse-page container">
      <PageTitle subtitle={t('historyverse.subtitle')}>{t('historyverse.title')}</PageTitle>
      <HistoryverseGallery />
    </div>
  );
}
