import type { Connection } from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { readServerFieldErrors } from '../../../lib/forms/fieldErrors';
import { useFieldErrors } from '../../../lib/forms/useFieldErrors';
import {
  checkTokenConnectionForm,
  getTokenExtraFields,
  getTokenFieldPaths,
  TOKEN_MAX_LENGTHS,
  TOKEN_SERVICE_LINKS,
  TOKEN_SETTING_FACTS,
  type TokenService,
} from '../helpers/tokenConnectionForm';
import { useCreateConnection } from '../hooks/useConnections';
import { useServiceConnections } from '../hooks/useServiceConnections';
import { ConnectionsListing } from './ConnectionsListing';
import './integrationPanel.css';
import './TokenConnectionsPanel.css';

/** The how-to's steps, the same count for every service. */
const HOW_TO_STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * The Integraciones tab's card of a service connected with a secret — «Tu cuenta de Notion»,
 * «de HubSpot», «de Mailchimp», «de Trello»… (issue #31): what connecting it lets the bots do, where
 * to get the token or API key, the form (an optional name, the service's extra fields such as
 * Trello's API key, and the secret), and the owner's connections of that service. The power nodes
 * of the service then pick one of them.
 */
export function TokenConnectionsPanel({ service }: { service: TokenService }) {
  const { t } = useTranslation();
  const titleId = useId();
  const state = useServiceConnections(service, (name) => t(`connections.${service}.testOk`, { name }));
  const { full, limit, setNotice } = state;
  return (
    <Card as="section" className="token-connections" aria-labelledby={titleId}>
      <div className="token-connections__intro">
        <h2 id={titleId} className="integration-panel__title">
          {t(`connections.${service}.title`)}
        </h2>
        <p className="integration-panel__text">{t(`connections.${service}.text`)}</p>
        <p className="integration-panel__text">{t(`connections.${service}.safety`)}</p>
      </div>

      <div className="integration-panel__stack token-connections__connect">
        <TokenHowTo service={service} />
        {full ? (
          <p className="integration-panel__state">{t(`connections.${service}.limitReached`, { limit })}</p>
        ) : (
          <ConnectTokenForm
            service={service}
            onConnected={(name) => setNotice({ kind: 'success', text: t('connections.connected', { name }) })}
          />
        )}
      </div>

      <ConnectionsListing
        state={state}
        className="token-connections__listing"
        headingClassName="token-connections__subtitle"
        texts={{
          listTitle: t(`connections.${service}.listTitle`),
          empty: t(`connections.${service}.empty`),
          removeText: t(`connections.${service}.removeText`),
          secret: (key) => t(`connections.${service}.secretFact`, { key }),
        }}
        renderFacts={(connection) => <SettingFacts service={service} settings={connection.settings} />}
      />
    </Card>
  );
}

/** The settings that tell a service's connections apart (Zendesk: `empresa.zendesk.com`, the agent). */
function SettingFacts({ service, settings }: { service: TokenService; settings: Connection['settings'] }) {
  const { t } = useTranslation();
  return (
    <>
      {(TOKEN_SETTING_FACTS[service] ?? []).map((key) =>
        settings[key] ? (
          <span key={key}>
            {t(`connections.${service}.facts.${key}` as 'connections.zendesk.facts.email', {
              value: settings[key],
            })}
          </span>
        ) : null,
      )}
    </>
  );
}

/** Where to get the service's secret, step by step, with a link to the service's page for it. */
function TokenHowTo({ service }: { service: TokenService }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="token-connections__how-to" aria-labelledby={headingId}>
      <h3 id={headingId} className="token-connections__subtitle">
        {t(`connections.${service}.howTo.title`)}
      </h3>
      <ol>
        {HOW_TO_STEPS.map((step) => (
          <li key={step}>{t(`connections.${service}.howTo.${step}`)}</li>
        ))}
      </ol>
      <p className="integration-form__help">
        <a href={TOKEN_SERVICE_LINKS[service]} target="_blank" rel="noopener noreferrer">
          {t(`connections.${service}.howTo.link`)}
        </a>
      </p>
    </section>
  );
}

/**
 * An optional name, the service's extra fields (Trello's API key) and the secret (a password field).
 * Checked with the contract's schema before sending; the server's refusal (the service's reason)
 * shows on its field, and nothing typed is lost.
 */
function ConnectTokenForm({
  service,
  onConnected,
}: {
  service: TokenService;
  onConnected: (name: string) => void;
}) {
  const { t } = useTranslation();
  const connect = useCreateConnection();
  const { formRef, errors, formError, show, clearField, clear } = useFieldErrors();
  const id = useId();
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [extras, setExtras] = useState<Record<string, string>>({});
  const paths = getTokenFieldPaths(service);
  const [namePath, secretPath] = paths;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkTokenConnectionForm(service, name, secret, extras);
    if (!checked.ok) {
      const fields = Object.fromEntries(Object.entries(checked.fields).map(([path, key]) => [path, t(key)]));
      return show(fields, checked.general ? t(checked.general) : null);
    }
    clear();
    connect.mutate(checked.body, {
      onSuccess: (answer) => {
        setName('');
        setSecret('');
        setExtras({});
        onConnected(answer.connection.name);
      },
      onError: (error) => {
        const serverErrors = Object.entries(readServerFieldErrors(error));
        const fields = Object.fromEntries(serverErrors.filter(([path]) => paths.includes(path)));
        const allPlaced = serverErrors.length > 0 && Object.keys(fields).length === serverErrors.length;
        show(fields, allPlaced ? null : getErrorMessage(error, t(`connections.${service}.failed`)));
      },
    });
  };

  /** An input's id, state and description: its error (when it has one) and its help. */
  const field = (path: string, part: string) => {
    const inputId = `${id}-${part}`;
    return {
      id: inputId,
      'aria-invalid': errors[path] ? true : undefined,
      'aria-describedby': errors[path] ? `${inputId}-error ${inputId}-help` : `${inputId}-help`,
      disabled: connect.isPending,
    };
  };
  /** An extra field's label or help (`connections.<service>.fields.<key>.*`; a test checks each has its texts). */
  const extraFieldText = (key: string, which: 'label' | 'help') =>
    t(`connections.${service}.fields.${key}.${which}` as 'connections.trello.fields.apiKey.label');
  const fieldNotes = (path: string, part: string, help: string) => (
    <>
      {errors[path] && (
        <p id={`${id}-${part}-error`} className="token-connect__field-error">
          {errors[path]}
        </p>
      )}
      <p id={`${id}-${part}-help`} className="integration-form__help">
        {help}
      </p>
    </>
  );

  return (
    <form ref={formRef} className="integration-form" onSubmit={submit} noValidate>
      <div className="integration-form__field">
        <label htmlFor={`${id}-name`}>{t('connections.form.nameLabel')}</label>
        <input
          {...field(namePath, 'name')}
          type="text"
          value={name}
          maxLength={60}
          autoComplete="off"
          placeholder={t(`connections.${service}.namePlaceholder`)}
          onChange={(event) => {
            setName(event.target.value);
            clearField(namePath);
          }}
        />
        {fieldNotes(namePath, 'name', t(`connections.${service}.nameHelp`))}
      </div>
      {getTokenExtraFields(service).map((extra) => {
        const path = `credentials.${extra.key}`;
        const part = `extra-${extra.key}`;
        return (
          <div key={extra.key} className="integration-form__field">
            <label htmlFor={`${id}-${part}`}>{extraFieldText(extra.key, 'label')}</label>
            {extra.options ? (
              <select
                {...field(path, part)}
                value={extras[extra.key] ?? extra.options[0]}
                onChange={(event) => {
                  const { value } = event.target;
                  setExtras((current) => ({ ...current, [extra.key]: value }));
                  clearField(path);
                }}
              >
                {extra.options.map((option) => (
                  <option key={option} value={option}>
                    {t(
                      `connections.${service}.fields.${extra.key}.options.${option}` as 'connections.mixpanel.fields.region.options.us',
                    )}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...field(path, part)}
                type={extra.secret ? 'password' : 'text'}
                value={extras[extra.key] ?? ''}
                maxLength={extra.maxLength}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => {
                  const { value } = event.target;
                  setExtras((current) => ({ ...current, [extra.key]: value }));
                  clearField(path);
                }}
              />
            )}
            {fieldNotes(path, part, extraFieldText(extra.key, 'help'))}
          </div>
        );
      })}
      <div className="integration-form__field">
        <label htmlFor={`${id}-secret`}>{t(`connections.${service}.secretLabel`)}</label>
        <input
          {...field(secretPath, 'secret')}
          type="password"
          value={secret}
          maxLength={TOKEN_MAX_LENGTHS[service]}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setSecret(event.target.value);
            clearField(secretPath);
          }}
        />
        {fieldNotes(secretPath, 'secret', t(`connections.${service}.secretHelp`))}
      </div>
      {formError && (
        <p className="integration-form__error" role="alert">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending} aria-busy={connect.isPending || undefined}>
          {connect.isPending ? t(`connections.${service}.submitting`) : t('connections.form.submit')}
        </Button>
      </div>
    </form>
  );
}
