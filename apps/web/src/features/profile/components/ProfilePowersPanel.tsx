import { POWERS } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useGamificationQuery } from '../../gamification';
import { usePlubotsQuery } from '../../plubots';
import './ProfilePowersPanel.css';

/** A power's title and icon by id (an unknown id shows as it is). */
function describePower(powerId: string) {
  const power = POWERS.find((candidate) => candidate.id === powerId);
  return { title: power?.title ?? powerId, icon: power?.icon ?? '✨' };
}

/**
 * The 'Poderes' tab: the powers of each of the user's bots, and the power trials bought with
 * PluCoins (active until their end date), with the way to the Marketplace for more.
 */
export function ProfilePowersPanel() {
  const { t, i18n } = useTranslation();
  const list = usePlubotsQuery();
  const progress = useGamificationQuery();
  const formatDate = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });
  const trials = (progress.data?.unlocks ?? []).filter((unlock) => unlock.kind === 'power_trial');
  const now = Date.now();

  return (
    <div className="profile-powers">
      <Card as="section" className="profile-powers__section" aria-labelledby="profile-powers-bots">
        <div className="profile-powers__head">
          <div>
            <h2 id="profile-powers-bots" className="profile-powers__title">
              {t('profileTabs.powers.title')}
            </h2>
            <p className="profile-powers__text">{t('profileTabs.powers.text')}</p>
          </div>
          <ButtonLink to="/marketplace" variant="secondary">
            {t('profileTabs.powers.toMarketplace')}
          </ButtonLink>
        </div>
        {list.isPending ? (
          <p className="profile-powers__state">
            <Spinner size="sm" /> {t('profile.loading')}
          </p>
        ) : list.isError ? (
          <div className="profile-powers__state" role="alert">
            <p>{getErrorMessage(list.error, t('profileTabs.powers.loadError'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : list.data.plubots.length === 0 ? (
          <p className="profile-powers__state">{t('profileTabs.powers.noBots')}</p>
        ) : (
          <ul className="profile-powers__bots">
            {list.data.plubots.map((plubot) => (
              <li key={plubot.id} className="profile-powers__bot">
                <h3 className="profile-powers__bot-name">
                  {plubot.name}
                  {plubot.isLocal && <small> · {t('profileTabs.powers.pending')}</small>}
                </h3>
                {plubot.powers.length === 0 ? (
                  <p className="profile-powers__none">{t('profileTabs.powers.none')}</p>
                ) : (
                  <ul className="profile-powers__chips">
                    {plubot.powers.map((powerId) => {
                      const power = describePower(powerId);
                      return (
                        <li key={powerId} className="profile-powers__chip">
                          <span aria-hidden="true">{power.icon}</span> {power.title}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>

      <Card as="section" className="profile-powers__section" aria-labelledby="profile-powers-trials">
        <h2 id="profile-powers-trials" className="profile-powers__title">
          {t('profileTabs.powers.trialsTitle')}
        </h2>
        {progress.isPending ? (
          <p className="profile-powers__state">
            <Spinner size="sm" /> {t('profileTabs.loading')}
          </p>
        ) : progress.isError ? (
          <div className="profile-powers__state" role="alert">
            <p>{getErrorMessage(progress.error, t('profileTabs.powers.trialsLoadError'))}</p>
            <Button variant="secondary" size="sm" onClick={() => void progress.refetch()}>
              {t('profile.retry')}
            </Button>
          </div>
        ) : trials.length === 0 ? (
          <p className="profile-powers__state">{t('profileTabs.powers.trialsEmpty')}</p>
        ) : (
          <ul className="profile-powers__trials">
            {trials.map((trial) => {
              const power = describePower(trial.itemId);
              const active = trial.expiresAt === null || new Date(trial.expiresAt).getTime() > now;
              return (
                <li
                  key={trial.itemId}
                  className={`profile-powers__trial${active ? ' profile-powers__trial--active' : ''}`}
                >
                  <span className="profile-powers__trial-name">
                    <span aria-hidden="true">{power.icon}</span> {power.title}
                  </span>
                  {trial.expiresAt && (
                    <span className="profile-powers__trial-date">
                      {active
                        ? t('profileTabs.powers.trialActive', { date: formatDate(trial.expiresAt) })
                        : t('profileTabs.powers.trialEnded', { date: formatDate(trial.expiresAt) })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
    </div>
  );
}
