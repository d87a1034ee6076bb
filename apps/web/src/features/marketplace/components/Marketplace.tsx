import { POWER_TRIAL_DAYS, POWERS, UNLOCK_COSTS } from '@plubot/contracts';
import {
  allowsProPowers,
  isActionService,
  isChannelPower,
  isDesignPower,
  isRunningPower,
} from '@plubot/flow';
import { useCallback, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { useAuthStore } from '../../auth';
import { useGamificationQuery } from '../../gamification';
import { usePlubotsQuery } from '../../plubots';
import { formatList } from '../../powers';
import { getPowerAccess } from '../helpers/getPowerAccess';
import { getActiveTrialIds, getPowerTrial } from '../helpers/getPowerTrial';
import {
  countMarketplaceCategories,
  filterMarketplace,
  type MarketplaceCategory,
  parseMarketplaceCategory,
} from '../helpers/marketplaceFilter';
import { useMarketplaceItems } from '../hooks/useMarketplaceItems';
import { MarketplaceCard } from './MarketplaceCard';
import { MarketplaceFilters } from './MarketplaceFilters';
import { PowerDetailDialog } from './PowerDetailDialog';
import '../../../components/catalog.css';
import './marketplace.css';

/** URL parameters, so a filtered marketplace or one extension's detail can be linked. */
const CATEGORY_PARAM = 'categoria';
const QUERY_PARAM = 'buscar';
const POWER_PARAM = 'power';

const RUNNING_TITLES = POWERS.filter((power) => isRunningPower(power.id)).map((power) => power.title);
/** The powers that act through the owner's connected account (issue #31). */
const CONNECTED_TITLES = POWERS.filter((power) => isActionService(power.id)).map((power) => power.title);
/** The powers that show the visitor a card of a design (Figma, Canva). */
const CARD_TITLES = POWERS.filter((power) => isDesignPower(power.id)).map((power) => power.title);
/** The powers that are channels, not steps of a flow (WhatsApp Business, Instagram). */
const CHANNEL_TITLES = POWERS.filter((power) => isChannelPower(power.id)).map((power) => power.title);

const selectPlan = (state: { user: { plan?: string } | null }) => state.user?.plan;

/**
 * The marketplace (/marketplace): the 34 extensions with search, category filters, the user's
 * PluCoins, badges for plan and use, and a detail dialog with the actions that really work.
 */
export function Marketplace() {
  const { t, i18n } = useTranslation();
  const items = useMarketplaceItems();
  const [searchParams, setSearchParams] = useSearchParams();
  const gamification = useGamificationQuery();
  const plubots = usePlubotsQuery();
  const planIncludesPro = allowsProPowers(useAuthStore(selectPlan));
  const catalogTitleId = useId();
  const balanceTitleId = useId();

  const category = parseMarketplaceCategory(searchParams.get(CATEGORY_PARAM));
  const query = searchParams.get(QUERY_PARAM) ?? '';
  const openItem = items.find((item) => item.power.id === searchParams.get(POWER_PARAM));
  const shown = filterMarketplace(items, { category, query });
  const counts = countMarketplaceCategories(items, query);
  const total = counts.reduce((sum, entry) => sum + entry.count, 0);

  const unlocks = gamification.data?.unlocks;
  const balance = gamification.data?.pluCoins;
  const activeTrialIds = getActiveTrialIds(unlocks);
  const allBots = plubots.data?.plubots ?? [];
  const savedBots = allBots.filter((bot) => !bot.isLocal);

  const setParams = (changes: Record<string, string | null>, replace = true) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace, preventScrollReset: true },
    );
  };
  // Cards are memoised: their open handler must keep its identity across renders.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const openPower = useCallback((id: string) => setParamsRef.current({ [POWER_PARAM]: id }, false), []);
  const chooseCategory = (next: MarketplaceCategory) =>
    setParams({ [CATEGORY_PARAM]: next === 'all' ? null : next });
  const clearFilters = () => setParams({ [CATEGORY_PARAM]: null, [QUERY_PARAM]: null });

  return (
    <section className="market catalog-page catalog-page--compact container">
      <PageTitle subtitle={t('marketplace.subtitle', { count: POWERS.length })}>
        {t('marketplace.title')}
      </PageTitle>

      <div className="market-top">
        <p className="market-top__intro catalog-note">
          {t('marketplace.intro', {
            list: formatList(RUNNING_TITLES, i18n.language, 'conjunction'),
            connected: formatList(CONNECTED_TITLES, i18n.language, 'conjunction'),
            cards: formatList(CARD_TITLES, i18n.language, 'conjunction'),
            channels: formatList(CHANNEL_TITLES, i18n.language, 'conjunction'),
          })}
        </p>
        <Card as="section" className="market-balance" aria-labelledby={balanceTitleId}>
          <h2 id={balanceTitleId} className="market-balance__label">
            {t('marketplace.balance.label')}
          </h2>
          <p className="market-balance__value">
            {gamification.isPending ? (
              <span className="market-balance__muted">{t('marketplace.balance.loading')}</span>
            ) : balance === undefined ? (
              <span className="market-balance__muted">{t('marketplace.balance.unavailable')}</span>
            ) : (
              balance.toLocaleString(i18n.language)
            )}
          </p>
          <p className="market-balance__hint">
            {planIncludesPro
              ? t('marketplace.balance.proPlan')
              : t('marketplace.balance.hint', { cost: UNLOCK_COSTS.power_trial, days: POWER_TRIAL_DAYS })}
          </p>
        </Card>
      </div>

      <section className="market-catalog" aria-labelledby={catalogTitleId}>
        <h2 id={catalogTitleId} className="catalog-title">
          {t('marketplace.list.title')}
        </h2>
        <MarketplaceFilters
          query={query}
          category={category}
          total={total}
          counts={counts}
          onQueryChange={(next) => setParams({ [QUERY_PARAM]: next })}
          onCategoryChange={chooseCategory}
        />
        <p className="catalog-count" role="status">
          {t('marketplace.list.shown', { count: shown.length })}
        </p>
        {shown.length === 0 ? (
          <Card className="market-empty">
            <h3 className="market-empty__title">{t('marketplace.list.emptyTitle')}</h3>
            <p>
              {query.trim()
                ? t('marketplace.list.emptySearch', { query: query.trim() })
                : t('marketplace.list.emptyCategory')}
            </p>
            <Button variant="secondary" onClick={clearFilters}>
              {t('marketplace.list.clearFilters')}
            </Button>
          </Card>
        ) : (
          <ul className="catalog-grid market-grid" aria-label={t('marketplace.list.label')}>
            {shown.map(({ power, description }) => (
              <MarketplaceCard
                key={power.id}
                power={power}
                description={description}
                access={getPowerAccess(power, planIncludesPro, activeTrialIds)}
                activeInBots={allBots.some((bot) => bot.powers.includes(power.id))}
                onOpen={openPower}
              />
            ))}
          </ul>
        )}
      </section>

      {openItem && (
        <PowerDetailDialog
          item={openItem}
          access={getPowerAccess(openItem.power, planIncludesPro, activeTrialIds)}
          trial={getPowerTrial(unlocks, openItem.power.id)}
          balance={balance}
          planIncludesPro={planIncludesPro}
          activeTrialIds={activeTrialIds}
          userBots={{
            bots: savedBots,
            namesWithPower: allBots
              .filter((bot) => bot.powers.includes(openItem.power.id))
              .map((bot) => bot.name),
            loading: plubots.isPending,
            failed: plubots.isError,
          }}
          onClose={() => setParams({ [POWER_PARAM]: null })}
        />
      )}
    </section>
  );
}
