import { POWERS } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectPowers = (state: LabState) => state.selectedPowers;
const selectToggle = (state: LabState) => state.togglePower;

export interface PowersSectionProps {
  /** Pro users may choose every power; others only the free ones. */
  proPlan: boolean;
  invalid: boolean;
  errorId: string;
}

/** Step 3, Poderes del Plubot: the free powers are selectable, the others say 'Requiere Plan Pro'. */
export function PowersSection({ proPlan, invalid, errorId }: PowersSectionProps) {
  const { t } = useTranslation();
  const selected = useLabStore(selectPowers);
  const togglePower = useLabStore(selectToggle);
  return (
    <div>
      <p className="lab-section__intro">
        {t('creation.lab.powers.intro')}{' '}
        <span className="lab-powers__count">
          {t('creation.lab.powers.selected', { count: selected.length })}
        </span>
      </p>
      <ul
        className="lab-powers"
        aria-label={t('creation.lab.sections.powers')}
        aria-describedby={invalid ? errorId : undefined}
      >
        {POWERS.map((power) => {
          const locked = power.pro && !proPlan;
          const active = selected.includes(power.id);
          return (
            <li key={power.id}>
              <button
                type="button"
                className={`lab-power${active ? ' lab-power--active' : ''}${locked ? ' lab-power--locked' : ''}`}
                aria-pressed={active}
                disabled={locked}
                onClick={() => togglePower(power.id)}
              >
                <span className="lab-power__icon" aria-hidden="true">
                  {power.icon}
                </span>
                <span className="lab-power__title">{power.title}</span>
                {power.pro && <span className="lab-power__pro">{t('creation.lab.powers.pro')}</span>}
              </button>
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
