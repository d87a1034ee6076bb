import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useAuthStore } from '../../auth';
import { GAMIFICATION_QUERY_KEY, useGamificationQuery } from '../../gamification';
import { useHubDailyReward, useHubQuery } from '../hooks/useHubQuery';
import { AchievementShelf } from './AchievementShelf';
import { HubBotList } from './HubBotList';
import { NextStepCard } from './NextStepCard';
import { ProgressPanel } from './ProgressPanel';
import { RecentActivity } from './RecentActivity';
import { RegionMap } from './RegionMap';
import './PluniverseHub.css';

export interface PluniverseHubProps {
  /** Shown under the title before everything else (the page puts the lab's draft offer here). */
  notice?: ReactNode;
}

const selectUserName = (state: { user: { name?: string } | null }) => state.user?.name ?? '';

/** A section that could not load: its message and a retry button. */
function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card className="hub-problem" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('pluniverse.retry')}
      </Button>
    </Card>
  );
}

/**
 * The Pluniverse hub: the next suggested step, level, XP, PluCoins, streak and daily reward, the
 * map of the six regions, the user's bots with this month's numbers, recent activity and
 * achievements.
 */
export function PluniverseHub({ notice }: PluniverseHubProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const name = useAuthStore(selectUserName);
  const hub = useHubQuery();
  const progress = useGamificationQuery();
  const daily = useHubDailyReward();

  useEffect(() => {
    // XP may have been earned elsewhere (a share, a stranger's chat) since the last look.
    void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_KEY });
  }, [queryClient]);

  return (
    <div className="hub container">
      <PageTitle subtitle={name ? t('pluniverse.greeting', { name }) : t('pluniverse.greetingAnonymous')}>
        {t('pluniverse.title')}
      </PageTitle>
      {notice}
      <div className="hub__top">
        {hub.data ? (
          <NextStepCard step={hub.data.nextStep} daily={daily} />
        ) : hub.isError ? (
          <LoadProblem
            message={getErrorMessage(hub.error, t('pluniverse.loadError'))}
            onRetry={() => void hub.refetch()}
          />
        ) : (
          <Card className="hub-loading" role="status">
            <Spinner /> {t('pluniverse.loading')}
          </Card>
        )}
        {progress.data ? (
          <ProgressPanel state={progress.data} daily={daily} />
        ) : progress.isError ? (
          <LoadProblem
            message={getErrorMessage(progress.error, t('pluniverse.progressError'))}
            onRetry={() => void progress.refetch()}
          />
        ) : (
          <Card className="hub-loading" role="status">
            <Spinner /> {t('pluniverse.loading')}
          </Card>
        )}
      </div>
      <RegionMap level={progress.data?.level} />
      <div className="hub__columns">
        {hub.data && <HubBotList bots={hub.data.bots} replies={hub.data.replies} />}
        {progress.data && <RecentActivity activities={progress.data.recentActivities} />}
      </div>
      {progress.data && <AchievementShelf achievements={progress.data.achievements} />}
    </div>
  );
}
