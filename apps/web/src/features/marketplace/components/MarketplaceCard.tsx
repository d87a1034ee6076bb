import type { PowerDefinition } from '@plubot/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Chip } from '../../../components/Chip';
import { actsInConversations } from '../../powers';
import type { PowerAccess } from '../helpers/getPowerAccess';

export interface MarketplaceCardProps {
  power: PowerDefinition;
  description: string;
  access: PowerAccess;
  /** True when at least one of the user's bots has the power. */
  activeInBots: boolean;
  onOpen: (powerId: string) => void;
}

/**
 * One extension of the marketplace grid: its art, icon, name, category, description and badges
 * (plan, running trial, already acting, on the user's bots). The name is the button that opens
 * the detail; its click area covers the whole card.
 */
export const MarketplaceCard = memo(function MarketplaceCard({
  power,
  description,
  access,
  activeInBots,
  onOpen,
}: MarketplaceCardProps) {
  const { t } = useTranslation();
  const category = t(`powers.categories.${power.category}`);
  return (
    <Card as="li" className="market-card">
      <img
        className="market-card__art"
        src={`/marketplace/${power.id}.svg`}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
      />
      <div className="market-card__body">
        <div className="catalog-card__head">
          <span className="catalog-card__icon catalog-card__icon--small" aria-hidden="true">
            {power.icon}
          </span>
          <div className="market-card__titles">
            <h3 className="catalog-card__title">
              <button type="button" className="market-card__open" onClick={() => onOpen(power.id)}>
                {power.title}
              </button>
            </h3>
            <p className="catalog-card__category">
              <span className="visually-hidden">{t('marketplace.card.category', { category })}</span>
              <span aria-hidden="true">{category}</span>
            </p>
          </div>
        </div>
        <p className="catalog-card__text">{description}</p>
        <p className="chip-row">
          <Chip tone={power.pro ? 'pro' : 'free'}>
            {power.pro ? t('marketplace.badge.pro') : t('marketplace.badge.free')}
          </Chip>
          {access === 'trial' && <Chip tone="trial">{t('marketplace.badge.trial')}</Chip>}
          {actsInConversations(power.id) && <Chip tone="running">{t('marketplace.badge.running')}</Chip>}
          {activeInBots && <Chip tone="active">{t('marketplace.badge.active')}</Chip>}
        </p>
      </div>
    </Card>
  );
});
