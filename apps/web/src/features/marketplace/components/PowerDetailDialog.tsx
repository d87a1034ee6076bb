import { getPowerActKind } from '@plubot/contracts';
import { isActionService, POWER_ACTIONS } from '@plubot/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ButtonLink';
import { Chip } from '../../../components/Chip';
import { DialogFrame } from '../../../components/DialogFrame';
import { actsInConversations, formatList, getPowerActionTitle } from '../../powers';
import type { PowerAccess } from '../helpers/getPowerAccess';
import type { PowerTrial } from '../helpers/getPowerTrial';
import type { MarketplaceItem } from '../helpers/marketplaceFilter';
import { AddPowerToBot, type MarketplaceBot } from './AddPowerToBot';
import { PowerTrialOffer } from './PowerTrialOffer';

/** The user's bots as the detail shows them. */
export interface MarketplaceBots {
  /** Bots saved on the server, which the marketplace may change. */
  bots: readonly MarketplaceBot[];
  /** Names of every bot of the user (saved or only in this browser) that has the power. */
  namesWithPower: readonly string[];
  loading: boolean;
  failed: boolean;
}

export interface PowerDetailDialogProps {
  item: MarketplaceItem;
  access: PowerAccess;
  trial: PowerTrial;
  balance: number | undefined;
  planIncludesPro: boolean;
  activeTrialIds: ReadonlySet<string>;
  userBots: MarketplaceBots;
  onClose: () => void;
}

/**
 * The detail of one extension (a modal dialog): what it does, its category and plan, what it does
 * today, which of the user's bots have it, and the actions that really work — the PluCoins trial
 * of a Pro power, adding a power that acts to a bot, and the Pro plans.
 */
export function PowerDetailDialog(props: PowerDetailDialogProps) {
  const { item, access, trial, balance, planIncludesPro, activeTrialIds, userBots, onClose } = props;
  const { power, description } = item;
  const { t, i18n } = useTranslation();
  const todayId = useId();
  const botsId = useId();
  const category = t(`powers.categories.${power.category}`);
  const actKind = getPowerActKind(power.id);
  const running = actsInConversations(power.id);
  const actions = isActionService(power.id)
    ? formatList(
        POWER_ACTIONS[power.id].map((action) => getPowerActionTitle(t, power.id, action.id).toLowerCase()),
        i18n.language,
        'conjunction',
      )
    : '';
  const offersTrial = power.pro && !planIncludesPro;
  const paidPlans = formatList(
    [t('plans.names.starter'), t('plans.names.master'), t('plans.names.legend')],
    i18n.language,
    'disjunction',
  );

  return (
    <DialogFrame
      title={power.title}
      subtitle={category}
      closeLabel={t('marketplace.detail.close')}
      onClose={onClose}
      size="md"
    >
      <div className="market-detail">
        <img
          className="market-detail__art"
          src={`/marketplace/${power.id}.svg`}
          alt=""
          width={640}
          height={360}
        />
        <p className="market-detail__description">{description}</p>
        <dl className="market-detail__facts">
          <div>
            <dt>{t('marketplace.detail.categoryTitle')}</dt>
            <dd>
              <span aria-hidden="true">{power.icon} </span>
              {category}
            </dd>
          </div>
          <div>
            <dt>{t('marketplace.detail.planTitle')}</dt>
            <dd>
              <Chip tone={power.pro ? 'pro' : 'free'}>
                {power.pro ? t('marketplace.badge.pro') : t('marketplace.badge.free')}
              </Chip>{' '}
              {power.pro
                ? t('marketplace.detail.planPro', { plans: paidPlans })
                : t('marketplace.detail.planFree')}
            </dd>
          </div>
        </dl>

        <section className="market-detail__section" aria-labelledby={todayId}>
          <h3 id={todayId} className="market-detail__heading">
            {t('marketplace.detail.todayTitle')}
          </h3>
          {actKind === 'connection' ? (
            <p>
              {t('marketplace.detail.todayConnection', { actions })}{' '}
              <Link to="/profile?tab=integraciones">
                {t('marketplace.detail.connectionLink', { service: power.title })}
              </Link>
            </p>
          ) : actKind === 'node' ? (
            <p>{t('marketplace.detail.todayRunning')}</p>
          ) : actKind === 'card' ? (
            <p>{t('marketplace.detail.todayCard', { service: power.title })}</p>
          ) : power.id === 'whatsapp-business' ? (
            <p>
              {t('powers.channels.whatsapp-business.today')}{' '}
              <Link to="/profile?tab=plubots">{t('powers.channels.whatsapp-business.link')}</Link>
            </p>
          ) : power.id === 'instagram' ? (
            <p>{t('powers.channels.instagram.today')}</p>
          ) : actKind === 'ai' ? (
            <p>
              {t('marketplace.detail.todayOpenAi')}{' '}
              <Link to="/profile?tab=integraciones">{t('marketplace.detail.openAiLink')}</Link>
            </p>
          ) : (
            <>
              <p>{t('marketplace.detail.todayListed')}</p>
              <p>{t('marketplace.detail.listedHint')}</p>
              <p>
                <Link to="/poderes/about">{t('marketplace.detail.aboutLink')}</Link>
              </p>
            </>
          )}
        </section>

        <section className="market-detail__section" aria-labelledby={botsId}>
          <h3 id={botsId} className="market-detail__heading">
            {t('marketplace.detail.botsTitle')}
          </h3>
          <p>
            {userBots.loading
              ? t('marketplace.detail.botsLoading')
              : userBots.failed
                ? t('marketplace.detail.botsError')
                : userBots.namesWithPower.length > 0
                  ? t('marketplace.detail.botsWith', {
                      list: formatList(userBots.namesWithPower, i18n.language, 'conjunction'),
                    })
                  : t('marketplace.detail.botsNone')}
          </p>
        </section>

        {offersTrial && <PowerTrialOffer power={power} trial={trial} balance={balance} />}

        {running && !userBots.loading && !userBots.failed && (
          <AddPowerToBot
            power={power}
            access={access}
            bots={userBots.bots}
            planIncludesPro={planIncludesPro}
            activeTrialIds={activeTrialIds}
          />
        )}

        {offersTrial && (
          <div className="market-detail__actions">
            <ButtonLink to="/plans" variant="secondary">
              {t('marketplace.detail.plansLink')}
            </ButtonLink>
          </div>
        )}
      </div>
    </DialogFrame>
  );
}
