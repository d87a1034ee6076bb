import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/PageTitle';
import '../../components/catalog.css';
import { FeaturedBots, RankingPanel, WeeklyChallenges } from '../../features/coliseum';
import { useDocumentTitle } from '../../features/content';

/** `/coliseum`: this week's challenges, the opt-in ranking and the community's featured bots. */
export function ColiseumPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coliseum.title'));
  return (
    <section className="catalog-page container">
      <PageTitle subtitle={t('coliseum.subtitle')}>{t('coliseum.title')}</PageTitle>
      <WeeklyChallenges />
      <RankingPanel />
      <FeaturedBots />
    </section>
  );
}
