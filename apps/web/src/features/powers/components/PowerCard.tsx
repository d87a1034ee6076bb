import { getPowerActKind, type PowerDefinition } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Chip } from '../../../components/Chip';

export interface PowerCardProps {
  power: PowerDefinition;
  /** One sentence on what the power is for. */
  purpose: string | undefined;
}

/**
 * One power of the catalogue: icon, name, category, what it is for, the plan that includes it and,
 * for the powers that already act in conversations, a badge saying how (its node, the owner's
 * account, a design card).
 */
export function PowerCard({ power, purpose }: PowerCardProps) {
  const { t } = useTranslation();
  const category = t(`powers.categories.${power.category}`);
  const actKind = getPowerActKind(power.id);
  return (
    <Card as="li" className="catalog-card">
      <div className="catalog-card__head">
        <span className="catalog-card__icon" aria-hidden="true">
          {power.icon}
        </span>
        <div>
          <h3 className="catalog-card__title">{power.title}</h3>
          <p className="catalog-card__category">
            <span className="visually-hidden">{t('powers.catalog.categoryLabel', { category })}</span>
            <span aria-hidden="true">{category}</span>
          </p>
        </div>
      </div>
      {purpose && <p className="catalog-card__text">{purpose}</p>}
      <p className="chip-row">
        <Chip tone={power.pro ? 'pro' : 'free'}>
          {power.pro ? t('powers.plan.pro') : t('powers.plan.free')}
        </Chip>
        {actKind === 'node' && <Chip tone="running">{t('powers.catalog.running')}</Chip>}
        {actKind === 'connection' && <Chip tone="running">{t('powers.catalog.connected')}</Chip>}
        {actKind === 'card' && <Chip tone="running">{t('powers.catalog.card')}</Chip>}
      </p>
    </Card>
  );
}
