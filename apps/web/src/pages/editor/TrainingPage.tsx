import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { Logo } from '../../components/Logo';
import { FlowEditor, fetchPlubots, pickMostRecentPlubot } from '../../features/editor';
import { getErrorMessage } from '../../lib/errors/getErrorMessage';
import { getErrorText } from '../../lib/errors/getErrorText';
import './TrainingPage.css';

/**
 * `/training`: the flow editor on the user's most recently worked-on bot, or an invitation to
 * create a first one.
 */
export function TrainingPage() {
  const { t } = useTranslation();
  const plubots = useQuery({ queryKey: ['editor', 'plubots'], queryFn: fetchPlubots, staleTime: 0 });
  if (plubots.isPending) return <FullScreenLoader label={t('editor.loading')} />;
  if (plubots.isError) {
    return (
      <section className="training-page">
        <Card glow className="training-page__card" role="alert">
          <h1>{t('editor.load.title')}</h1>
          <p>{getErrorMessage(plubots.error, getErrorText('PLUBOT_DATA_LOAD_FAILED'))}</p>
          <Button onClick={() => void plubots.refetch()}>{t('editor.load.retry')}</Button>
        </Card>
      </section>
    );
  }
  const plubot = pickMostRecentPlubot(plubots.data);
  if (!plubot) {
    return (
      <section className="training-page">
        <Card glow className="training-page__card">
          <Logo size={72} />
          <h1>{t('editor.training.emptyTitle')}</h1>
          <p>{t('editor.training.emptyText')}</p>
          <div className="training-page__actions">
            <Link to="/welcome" className="btn btn--primary btn--lg">
              {t('editor.training.create')}
            </Link>
            <Link to="/profile" className="btn btn--ghost btn--lg">
              {t('editor.load.backToProfile')}
            </Link>
          </div>
        </Card>
      </section>
    );
  }
  return <FlowEditor key={plubot.id} plubotId={plubot.id} mode="training" />;
}
