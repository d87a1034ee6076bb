import { PERSONALITIES, POWERS } from '@plubot/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectSummary = (state: LabState) => ({
  name: state.name,
  tone: state.tone,
  color: state.color,
  selectedPowers: state.selectedPowers,
});

export interface PreviewSectionProps {
  mode: 'create' | 'edit';
  /** The template the bot starts from, when one was asked for. */
  templateName?: string | null;
}

/** Step 4, Activación Final / Revisión de Cambios: what will be created or saved. */
export function PreviewSection({ mode, templateName }: PreviewSectionProps) {
  const { t } = useTranslation();
  const { name, tone, color, selectedPowers } = useLabStore(useShallow(selectSummary));
  const personality = PERSONALITIES.find((candidate) => candidate.id === tone);
  const none = t('creation.lab.preview.none');
  return (
    <div>
      <p className="lab-section__intro">
        {mode === 'edit' ? t('creation.lab.preview.introEdit') : t('creation.lab.preview.intro')}
      </p>
      <dl className="lab-summary" style={{ '--summary-color': color } as CSSProperties}>
        <div className="lab-summary__row">
          <dt>{t('creation.lab.preview.name')}</dt>
          <dd>{name.trim() || none}</dd>
        </div>
        <div className="lab-summary__row">
          <dt>{t('creation.lab.preview.personality')}</dt>
          <dd>
            {personality ? (
              <span className="lab-summary__tone">
                <span
                  className="lab-summary__swatch"
                  style={{ background: personality.color }}
                  aria-hidden="true"
                />
                {t(`creation.lab.personality.options.${personality.id}.label`)}
              </span>
            ) : (
              none
            )}
          </dd>
        </div>
        <div className="lab-summary__row">
          <dt>{t('creation.lab.preview.powers')}</dt>
          <dd>
            {selectedPowers.length === 0 ? (
              none
            ) : (
              <ul className="lab-summary__powers">
                {selectedPowers.map((id) => {
                  const power = POWERS.find((candidate) => candidate.id === id);
                  return (
                    <li key={id} className="lab-chip">
                      <span aria-hidden="true">{power?.icon}</span> {power?.title ?? id}
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
        {templateName && (
          <div className="lab-summary__row">
            <dt>{t('creation.lab.preview.template')}</dt>
            <dd>{templateName}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
