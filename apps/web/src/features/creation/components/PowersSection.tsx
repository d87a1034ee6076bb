import { getPowerActKind, POWERS } from '@plubot/contracts';
import { isChannelPower } from '@plubot/flow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarketplaceItems } from '../../marketplace';
import { actsInConversations } from '../../powers';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectPowers = (state: LabState) => state.selectedPowers;
const selectToggle = (state: LabState) => state.togglePower;

/** The titles of the powers that do nothing in conversations yet (neither act nor are a channel), in catalogue order. */
const WAITING_TITLES = POWERS.filter((power) => getPowerActKind(power.id) === 'none').map(
  (power) => power.title,
);

export interface PowersSectionProps {
  /** Pro users may choose every power; others only the free ones. */
  proPlan: boolean;
  invalid: boolean;
  errorId: string;
}

/**
 * Step 3, Poderes del Plubot: the free powers are selectable, the others say 'Requiere Plan Pro'.
 * Each power says what it does today, from the marketplace's own table: a power that acts in
 * conversations shows its marketplace description; a channel (WhatsApp Business, Instagram) says it
 * is one, not a step of the flow; one that is only listed says it does nothing yet.
 */
export function PowersSection({ proPlan, invalid, errorId }: PowersSectionProps) {
  const { t, i18n } = useTranslation();
  const selected = useLabStore(selectPowers);
  const togglePower = useLabStore(selectToggle);
  const items = useMarketplaceItems();
  const baseId = useId();
  const waiting = new Intl.ListFormat(i18n.resolvedLanguage ?? 'es', { type: 'conjunction' }).format(
    WAITING_TITLES,
  );
  return (
    <div>
      <p className="lab-section__intro">
        {t('creation.lab.powers.intro')}{' '}
        <span className="lab-powers__count">
          {t('creation.lab.powers.selected', { count: selected.length })}
        </span>
      </p>
      <p className="lab-section__intro lab-powers__today">
        {WAITING_TITLES.length > 0
          ? t('creation.lab.powers.today', { waiting })
          : t('creation.lab.powers.todayAll')}
      </p>
      <ul
        className="lab-powers"
        aria-label={t('creation.lab.sections.powers')}
        aria-describedby={invalid ? errorId : undefined}
      >
        {items.map(({ power, description }) => {
          const locked = power.pro && !proPlan;
          const active = selected.includes(power.id);
          const acts = actsInConversations(power.id);
          const describedBy = `${baseId}-${power.id}`;
          return (
            <li key={power.id} className="lab-powers__item">
              <button
                type="button"
                className={`lab-power${active ? ' lab-power--active' : ''}${locked ? ' lab-power--locked' : ''}`}
                aria-pressed={active}
                aria-describedby={describedBy}
                disabled={locked}
                onClick={() => togglePower(power.id)}
              >
                <span className="lab-power__icon" aria-hidden="true">
                  {power.icon}
                </span>
                <span className="lab-power__title">{power.title}</span>
                {power.pro && <span className="lab-power__pro">{t('creation.lab.powers.pro')}</span>}
              </button>
              <p id={describedBy} className="lab-power__today" data-testid={`power-today-${power.id}`}>
                {acts ? (
                  <>
                    <strong>{t('marketplace.badge.running')}.</strong> {description}
                  </>
                ) : isChannelPower(power.id) ? (
                  t(`powers.channels.${power.id}.short`)
                ) : (
                  t('creation.lab.powers.notActing')
                )}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="lab-powers__links">
        {!proPlan && <Link to="/pricing">{t('creation.lab.powers.upgrade')}</Link>}
        <Link to="/marketplace">{t('creation.lab.powers.marketplace')}</Link>
      </p>
    </div>
  );
}
