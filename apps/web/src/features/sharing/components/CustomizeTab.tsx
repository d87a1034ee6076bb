import type { EmbedConfig } from '@plubot/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ApiError } from '../../../lib/apiClient';
import { saveEmbedConfig } from '../helpers/sharingApi';
import { PremiumThemeChoices } from './PremiumThemeChoices';
import { WidgetPreview } from './WidgetPreview';

export interface CustomizeTabProps {
  plubotId: string;
  botName: string;
  draft: EmbedConfig;
  onChange: (draft: EmbedConfig) => void;
  /** The saved look, and the achievement the save unlocked (null when none). */
  onSaved: (saved: EmbedConfig, unlocked: string | null) => void;
  /** The panel runs on the bot id alone (fallback): nothing can be saved. */
  disabled: boolean;
  botColor?: string | undefined;
  greeting?: string | undefined;
}

const THEMES = ['light', 'dark', 'auto'] as const;
const POSITIONS = ['right', 'left', 'center'] as const;
type Field = keyof EmbedConfig;

/**
 * The widget's look (spec §3 Embed customization) with a live preview; 'Guardar' stores it with
 * `POST /api/plubots/:id/embed`, after which the widget on every site picks it up. The premium
 * themes bought with PluCoins sit beside the free ones (the server refuses one not unlocked).
 */
export function CustomizeTab({
  plubotId,
  botName,
  draft,
  onChange,
  onSaved,
  disabled,
  botColor,
  greeting,
}: CustomizeTabProps) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const set = <K extends Field>(field: K, value: EmbedConfig[K]) => {
    onChange({ ...draft, [field]: value });
    setErrors((current) => ({ ...current, [field]: undefined }));
    setResult(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      const { embed: saved, unlocked } = await saveEmbedConfig(plubotId, draft);
      setErrors({});
      onSaved(saved, unlocked);
      setResult({ kind: 'success', text: t('sharing.customize.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        const fieldErrors: Partial<Record<Field, string>> = {};
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field in draft) fieldErrors[field as Field] = messages[0];
        }
        setErrors(fieldErrors);
      }
      const text =
        error instanceof ApiError && error.message ? error.message : t('sharing.customize.saveError');
      setResult({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  const errorProps = (field: Field) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `embed-${field}-error` } : {};
  const errorText = (field: Field) =>
    errors[field] ? (
      <span id={`embed-${field}-error`} className="customize__error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <div className="share-tab customize">
      <form className="customize__form" onSubmit={save} noValidate>
        <h3 className="copy-field__title">{t('sharing.customize.title')}</h3>
        <fieldset className="customize__choices">
          <legend>{t('sharing.customize.theme')}</legend>
          {THEMES.map((theme) => (
            <label key={theme} className="customize__chip">
              <input
                type="radio"
                name="embed-theme"
                value={theme}
                checked={draft.theme === theme}
                onChange={() => set('theme', theme)}
              />
              <span>{t(`sharing.customize.themes.${theme}`)}</span>
            </label>
          ))}
          {errorText('theme')}
        </fieldset>
        <PremiumThemeChoices
          selected={draft.theme}
          onSelect={(theme) => set('theme', theme)}
          disabled={disabled}
        />
        <fieldset className="customize__choices">
          <legend>{t('sharing.customize.position')}</legend>
          {POSITIONS.map((position) => (
            <label key={position} className="customize__chip">
              <input
                type="radio"
                name="embed-position"
                value={position}
                checked={draft.position === position}
                onChange={() => set('position', position)}
              />
              <span>{t(`sharing.customize.positions.${position}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className="customize__sizes">
          <label className="customize__field">
            <span className="customize__label">{t('sharing.customize.width')}</span>
            <input
              value={draft.width}
              onChange={(event) => set('width', event.target.value)}
              placeholder="350px"
              {...errorProps('width')}
            />
            {errorText('width')}
          </label>
          <label className="customize__field">
            <span className="customize__label">{t('sharing.customize.height')}</span>
            <input
              value={draft.height}
              onChange={(event) => set('height', event.target.value)}
              placeholder="500px"
              {...errorProps('height')}
            />
            {errorText('height')}
          </label>
        </div>
        <p className="customize__hint">{t('sharing.customize.sizeHint')}</p>
        <label className="customize__field customize__field--color">
          <span className="customize__label">{t('sharing.customize.primaryColor')}</span>
          <input
            type="color"
            value={draft.primaryColor}
            onChange={(event) => set('primaryColor', event.target.value)}
            {...errorProps('primaryColor')}
          />
          <code>{draft.primaryColor}</code>
          {errorText('primaryColor')}
        </label>
        <label className="customize__field">
          <span className="customize__label">{t('sharing.customize.welcomeMessage')}</span>
          <textarea
            value={draft.welcomeMessage}
            maxLength={300}
            rows={2}
            onChange={(event) => set('welcomeMessage', event.target.value)}
            {...errorProps('welcomeMessage')}
          />
          {errorText('welcomeMessage')}
        </label>
        <div className="customize__actions">
          <Button type="submit" disabled={saving || disabled}>
            {saving ? t('sharing.customize.saving') : t('sharing.customize.save')}
          </Button>
          {result && (
            <span
              className={`customize__result customize__result--${result.kind}`}
              role={result.kind === 'error' ? 'alert' : 'status'}
            >
              {result.text}
            </span>
          )}
        </div>
      </form>
      <div className="customize__preview">
        <h3 className="copy-field__title">{t('sharing.customize.preview')}</h3>
        <WidgetPreview botName={botName} embed={draft} botColor={botColor} greeting={greeting} />
      </div>
    </div>
  );
}
