import { PERSONALITIES } from '@plubot/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useCardTilt } from '../hooks/useCardTilt';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectTone = (state: LabState) => state.tone;
const selectSetTone = (state: LabState) => state.setTone;

export interface PersonalitySectionProps {
  invalid: boolean;
  errorId: string;
}

/** Step 2, Núcleo de Personalidad: the six personalities with their colours and descriptions. */
export function PersonalitySection({ invalid, errorId }: PersonalitySectionProps) {
  const { t } = useTranslation();
  const tone = useLabStore(selectTone);
  const setTone = useLabStore(selectSetTone);
  const tilt = useCardTilt();
  return (
    <div>
      <p className="lab-section__intro">{t('creation.lab.personality.intro')}</p>
      <div
        className="lab-personalities"
        role="radiogroup"
        aria-label={t('creation.lab.sections.personality')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        {PERSONALITIES.map((personality) => (
          <label
            key={personality.id}
            className={`lab-personality${tone === personality.id ? ' lab-personality--selected' : ''}`}
            style={{ '--personality-color': personality.color } as CSSProperties}
            {...tilt}
          >
            <input
              type="radio"
              name="lab-personality"
              className="lab-choice-input"
              value={personality.id}
              checked={tone === personality.id}
              onChange={() => setTone(personality.id)}
            />
            <span className="lab-personality__swatch" aria-hidden="true" />
            <span className="lab-personality__label">
              {t(`creation.lab.personality.options.${personality.id}.label`)}
            </span>
            <span className="lab-personality__description">
              {t(`creation.lab.personality.options.${personality.id}.description`)}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
