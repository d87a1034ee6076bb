import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** One credential a Meta channel asks for: its body field, input type, label's and hint's i18n keys. */
export interface ChannelCredentialField<N extends string> {
  readonly name: N;
  readonly type: 'text' | 'password';
  readonly labelKey: string;
  /** A short line under the field: where to find it, what it is for. */
  readonly hintKey?: string;
}

export interface ChannelCredentialsFormProps<N extends string> {
  formId: string;
  /** The i18n keys of the steps that tell where each credential is found. */
  steps: readonly string[];
  fields: readonly ChannelCredentialField<N>[];
  values: Record<N, string>;
  /** Each field's problem, as an i18n key (shown under it). */
  problems: Partial<Record<N, string>>;
  onFieldChange: (name: N, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The server's answer when it refused the credentials, in words. */
  serverError: string | null;
}

/**
 * The form a channel card of 'Canales' connects with (WhatsApp Cloud, Messenger, Instagram): the
 * steps, one field per credential (secrets as password fields) with its own problem under it, and
 * 'Conectar' — the server checks them with the service before anything is stored.
 */
export function ChannelCredentialsForm<N extends string>({
  formId,
  steps,
  fields,
  values,
  problems,
  onFieldChange,
  onSubmit,
  pending,
  serverError,
}: ChannelCredentialsFormProps<N>) {
  const { t } = useTranslation();
  const say = (key: string) => t(key as 'sharing.channels.connect');
  return (
    <form className="channels-tab__form" onSubmit={onSubmit} noValidate>
      <ol className="channels-tab__steps">
        {steps.map((key) => (
          <li key={key}>{say(key)}</li>
        ))}
      </ol>
      {fields.map((field) => {
        const inputId = `${formId}-${field.name}`;
        const problem = problems[field.name];
        const describedBy = [field.hintKey && `${inputId}-hint`, problem && `${inputId}-error`]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.name} className="channels-tab__form">
            <label htmlFor={inputId}>{say(field.labelKey)}</label>
            <input
              id={inputId}
              className="channels-tab__input"
              type={field.type}
              value={values[field.name]}
              maxLength={1000}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => onFieldChange(field.name, event.target.value)}
            />
            {field.hintKey && (
              <p id={`${inputId}-hint`} className="channels-tab__muted">
                {say(field.hintKey)}
              </p>
            )}
            {problem && (
              <p
                id={`${inputId}-error`}
                className="whatsapp-tab__notice whatsapp-tab__notice--error"
                role="alert"
              >
                {say(problem)}
              </p>
            )}
          </div>
        );
      })}
      <div className="whatsapp-tab__row">
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? t('sharing.channels.connecting') : t('sharing.channels.connect')}
        </Button>
      </div>
      {serverError && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {serverError}
        </p>
      )}
    </form>
  );
}
