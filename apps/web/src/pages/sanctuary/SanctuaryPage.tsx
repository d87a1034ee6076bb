import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import { useDocumentTitle } from '../../features/content';
import { LegacyMode, SanctuarySummary, SanctuaryTimeline } from '../../features/sanctuary';

/**
 * `/sanctuary` — the Santuario del Fundador: the user's standing, the timeline of every milestone
 * in the progress ledger, and Modo Legado (download everything, or delete the account).
 */
export function SanctuaryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sanctuary.title'));
  return (
    <div className="sanctuary-page container">
      <PageTitle subtitle={t('sanctuary.subtitle')}>{t('sanctuary.title')}</PageTitle>
      <SanctuarySummary />
      <SanctuaryTimeline />
      <LegacyMode />
    </div>
  );
}
