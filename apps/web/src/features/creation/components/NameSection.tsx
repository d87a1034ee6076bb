import { BOT_NAME_MAX } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabState } from '../stores/createLabStore';
import { useLabStore } from '../stores/LabStoreContext';

const selectName = (state: LabState) => state.name;
const selectColor = (state: LabState) => state.color;
const selectSetName = (state: LabState) => state.setName;
const selectSetColor = (state: LabState) => state.setColor;

export interface NameSectionProps {
  /** Enter in the name field moves on, like 'Continuar'. */
  onSubmit: () => void;
  invalid: boolean;
  errorId: string;
}

/** Step 1, Identidad Digital: the bot's name (saved into the draft as typed) and its colour. */
export function NameSection({ onSubmit, invalid, errorId }: NameSectionProps) {
  const { t } = useTranslation();
  const name = useLabStore(selectName);
  const color = useLabStore(selectColor);
  const setName = useLabStore(selectSetName);
  const setColor = useLabStore(selectSetColor);
  const nameId = useId();
  const helpId = useId();
  const colorId = useId();
  return (
    <div className="lab-name">
      <p className="lab-section__intro">{t('creation.lab.name.intro')}</p>
      <div className="lab-field">
        <label htmlFor={nameId} className="lab-field__label">
          {t('creation.lab.name.label')}
        </label>
        <div className="lab-field__row">
          <input
            id={nameId}
            className="lab-input"
            type="text"
            value={name}
            maxLength={BOT_NAME_MAX}
            placeholder={t('creation.lab.name.placeholder')}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${helpId} ${errorId}` : helpId}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onSubmit();
              }
            }}
          />
          <span className="lab-field__counter" aria-hidden="true">
            {name.length}/{BOT_NAME_MAX}
          </span>
        </div>
        <p id={helpId} className="lab-field__help">
          {t('creation.lab.name.help')}
        </p>
      </div>
      <div className="lab-field lab-field--inline">
        <label htmlFor={colorId} className="lab-field__label">
          {t('creation.lab.name.colorLabel')}
        </label>
        <input
          id={colorId}
          className="lab-color"
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
      </div>
    </div>
  );
}
