import { BOT_NAME_MAX, PERSONALITIES } from '@plubot/contracts';
import { QUICK_BOT_MAX_BUTTONS, QUICK_BOT_WELCOME_MAX_LENGTH } from '@plubot/flow';
import { type CSSProperties, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import {
  createMenuRow,
  QUICK_ANSWER_MAX,
  QUICK_BUTTON_LABEL_MAX,
  type QuickBotFormError,
  type QuickBotFormValues,
} from '../../helpers/quickBotForm';

import '../labFields.css';

export interface QuickBotFormProps {
  values: QuickBotFormValues;
  onChange: (update: (values: QuickBotFormValues) => QuickBotFormValues) => void;
  errors: readonly QuickBotFormError[];
  disabled: boolean;
}

const COLLECT_FIELDS = [
  { key: 'name', label: 'creation.quick.collectName' },
  { key: 'email', label: 'creation.quick.collectEmail' },
  { key: 'reason', label: 'creation.quick.collectReason' },
] as const;

/** The fields of the quick creator: identity, the menu with its answers, what to ask, the farewell. */
export function QuickBotForm({ values, onChange, errors, disabled }: QuickBotFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const invalid = (field: string) => errors.some((error) => error.field === field) || undefined;
  const set = <K extends keyof QuickBotFormValues>(key: K, value: QuickBotFormValues[K]) =>
    onChange((current) => ({ ...current, [key]: value }));
  const setRow = (index: number, field: 'label' | 'answer', value: string) =>
    onChange((current) => ({
      ...current,
      menu: current.menu.map((row, position) => (position === index ? { ...row, [field]: value } : row)),
    }));
  const full = values.menu.length >= QUICK_BOT_MAX_BUTTONS;

  return (
    <fieldset className="quick-form" disabled={disabled}>
      <section className="quick-form__group" aria-labelledby={`${id}-identity`}>
        <h2 id={`${id}-identity`} className="quick-form__heading">
          {t('creation.quick.identityTitle')}
        </h2>
        <div className="lab-field">
          <label className="lab-field__label" htmlFor={`${id}-name`}>
            {t('creation.quick.nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className="lab-input"
            value={values.name}
            maxLength={BOT_NAME_MAX}
            autoComplete="off"
            placeholder={t('creation.lab.name.placeholder')}
            aria-invalid={invalid('name')}
            onChange={(event) => set('name', event.target.value)}
          />
          <p className="lab-field__help">{t('creation.lab.name.help')}</p>
        </div>
        <div
          className="lab-field"
          role="radiogroup"
          aria-labelledby={`${id}-tone`}
          aria-invalid={invalid('tone')}
        >
          <span id={`${id}-tone`} className="lab-field__label">
            {t('creation.quick.personalityLabel')}
          </span>
          <div className="quick-form__tones">
            {PERSONALITIES.map((personality) => (
              <label
                key={personality.id}
                className={`quick-tone${values.tone === personality.id ? ' quick-tone--selected' : ''}`}
                style={{ '--personality-color': personality.color } as CSSProperties}
              >
                <input
                  type="radio"
                  className="lab-choice-input"
                  name={`${id}-tone`}
                  checked={values.tone === personality.id}
                  onChange={() => set('tone', personality.id)}
                />
                <span className="quick-tone__dot" aria-hidden="true" />
                {t(`creation.lab.personality.options.${personality.id}.label`)}
              </label>
            ))}
          </div>
        </div>
        <div className="lab-field">
          <label className="lab-field__label" htmlFor={`${id}-welcome`}>
            {t('creation.quick.welcomeLabel')}
          </label>
          <textarea
            id={`${id}-welcome`}
            className="lab-textarea"
            rows={3}
            maxLength={QUICK_BOT_WELCOME_MAX_LENGTH}
            value={values.welcomeMessage}
            aria-invalid={invalid('welcomeMessage')}
            aria-describedby={`${id}-welcome-help`}
            onChange={(event) => set('welcomeMessage', event.target.value)}
          />
          <p id={`${id}-welcome-help`} className="lab-field__help">
            {t('creation.quick.welcomeHelp', { max: QUICK_BOT_WELCOME_MAX_LENGTH })} (
            {values.welcomeMessage.length}/{QUICK_BOT_WELCOME_MAX_LENGTH})
          </p>
        </div>
      </section>

      <section className="quick-form__group" aria-labelledby={`${id}-menu`}>
        <h2 id={`${id}-menu`} className="quick-form__heading">
          {t('creation.quick.menuTitle')}
        </h2>
        <p className="lab-field__help">{t('creation.quick.menuHelp')}</p>
        <div className="lab-field">
          <label className="lab-field__label" htmlFor={`${id}-question`}>
            {t('creation.quick.menuQuestionLabel')}
          </label>
          <input
            id={`${id}-question`}
            className="lab-input"
            value={values.menuQuestion}
            maxLength={200}
            onChange={(event) => set('menuQuestion', event.target.value)}
          />
        </div>
        <ol className="quick-form__rows">
          {values.menu.map((row, index) => {
            const n = index + 1;
            return (
              <li key={row.id} className="quick-form__row">
                <div className="lab-field">
                  <label className="lab-field__label" htmlFor={`${id}-label-${row.id}`}>
                    {t('creation.quick.buttonLabel', { n })}
                  </label>
                  <input
                    id={`${id}-label-${row.id}`}
                    className="lab-input"
                    value={row.label}
                    maxLength={QUICK_BUTTON_LABEL_MAX}
                    aria-invalid={invalid(`menu.${index}.label`)}
                    onChange={(event) => setRow(index, 'label', event.target.value)}
                  />
                </div>
                <div className="lab-field">
                  <label className="lab-field__label" htmlFor={`${id}-answer-${row.id}`}>
                    {t('creation.quick.answerLabel', { n })}
                  </label>
                  <textarea
                    id={`${id}-answer-${row.id}`}
                    className="lab-textarea"
                    rows={2}
                    maxLength={QUICK_ANSWER_MAX}
                    value={row.answer}
                    aria-invalid={invalid(`menu.${index}.answer`)}
                    onChange={(event) => setRow(index, 'answer', event.target.value)}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="quick-form__remove"
                  onClick={() =>
                    onChange((current) => ({
                      ...current,
                      menu: current.menu.filter((other) => other.id !== row.id),
                    }))
                  }
                >
                  {t('creation.quick.removeButton', { n })}
                </Button>
              </li>
            );
          })}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          onClick={() => onChange((current) => ({ ...current, menu: [...current.menu, createMenuRow()] }))}
        >
          + {t('creation.quick.addButton')}
        </Button>
        {full && <p className="lab-field__help">{t('creation.quick.maxButtons')}</p>}
      </section>

      <section className="quick-form__group" aria-labelledby={`${id}-collect`}>
        <h2 id={`${id}-collect`} className="quick-form__heading">
          {t('creation.quick.collectTitle')}
        </h2>
        <p className="lab-field__help">{t('creation.quick.collectHelp')}</p>
        <div className="quick-form__switches">
          {COLLECT_FIELDS.map((field) => (
            <label key={field.key} className="quick-switch">
              <input
                type="checkbox"
                role="switch"
                aria-checked={values.collect[field.key]}
                className="quick-switch__input"
                checked={values.collect[field.key]}
                onChange={(event) =>
                  onChange((current) => ({
                    ...current,
                    collect: { ...current.collect, [field.key]: event.target.checked },
                  }))
                }
              />
              <span className="quick-switch__track" aria-hidden="true" />
              <span>{t(field.label)}</span>
            </label>
          ))}
        </div>
        <div className="lab-field">
          <label className="lab-field__label" htmlFor={`${id}-farewell`}>
            {t('creation.quick.farewellLabel')}
          </label>
          <input
            id={`${id}-farewell`}
            className="lab-input"
            value={values.farewellMessage}
            maxLength={300}
            onChange={(event) => set('farewellMessage', event.target.value)}
          />
        </div>
      </section>
    </fieldset>
  );
}
