import {
  type Connection,
  createConnectionBodySchema,
  OPENAI_DEFAULT_BASE_URL,
  OPENAI_DEFAULT_MODEL,
} from '@plubot/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { type FieldErrors, readServerFieldErrors } from '../../../lib/forms/fieldErrors';
import { useFieldErrors } from '../../../lib/forms/useFieldErrors';
import { useCreateConnection } from '../hooks/useConnections';
import { useServiceConnections } from '../hooks/useServiceConnections';
import { ConnectionsListing } from './ConnectionsListing';
import './integrationPanel.css';
import './OpenAiConnectionsPanel.css';

/** The form's fields, by the path the contract's schema and the server's 422 give them. */
const FIELD_PATHS = ['name', 'credentials.apiKey', 'credentials.model', 'credentials.baseUrl'] as const;
type FieldPath = (typeof FIELD_PATHS)[number];
const isFieldPath = (path: string): path is FieldPath => (FIELD_PATHS as readonly string[]).includes(path);
/** Each field's part of its element ids. */
const FIELD_IDS: Record<FieldPath, string> = {
  name: 'name',
  'credentials.apiKey': 'key',
  'credentials.model': 'model',
  'credentials.baseUrl': 'url',
};

/** The contract's validation messages (i18n keys), translated here as the server translates them. */
const VALIDATION_MESSAGES = [
  'connections.nameRequired',
  'connections.nameTooLong',
  'connections.serviceUnknown',
  'connections.openai.keyRequired',
  'connections.openai.keyTooShort',
  'connections.openai.keyTooLong',
  'connections.openai.keyInvalidCharacters',
  'connections.openai.modelRequired',
  'connections.openai.modelInvalid',
  'connections.openai.baseUrlInvalid',
] as const;
type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];
const isValidationMessage = (message: string): message is ValidationMessage =>
  (VALIDATION_MESSAGES as readonly string[]).includes(message);

/**
 * The 'Integraciones' tab's OpenAI card (issue #31): what connecting an account does, the form
 * (name, API key, model and, under 'Opciones avanzadas', the API's address for a compatible
 * service), and the owner's connections with their status, masked key and model, each testable
 * again and removable after confirming. The bots' AI nodes use the first active one.
 */
export function OpenAiConnectionsPanel() {
  const { t } = useTranslation();
  const state = useServiceConnections('openai', (name) => t('connections.testOk', { name }));
  const { full, limit, setNotice } = state;

  return (
    <Card as="section" className="openai-connections" aria-labelledby="openai-connections-title">
      <div className="openai-connections__intro">
        <h2 id="openai-connections-title" className="integration-panel__title">
          {t('connections.title')}
        </h2>
        <p className="integration-panel__text">{t('connections.text')}</p>
        <p className="integration-panel__text">{t('connections.safety')}</p>
      </div>

      <ConnectOpenAiForm
        full={full}
        limit={limit}
        onConnected={(name) => setNotice({ kind: 'success', text: t('connections.connected', { name }) })}
      />

      <ConnectionsListing
        state={state}
        className="openai-connections__listing"
        headingClassName="openai-connections__subtitle"
        texts={{
          listTitle: t('connections.listTitle'),
          empty: t('connections.empty'),
          removeText: t('connections.removeText'),
          secret: (key) => t('connections.key', { key }),
        }}
        renderFacts={(connection) => <OpenAiFacts settings={connection.settings} />}
      />
    </Card>
  );
}

/** What tells OpenAI connections apart besides the key: the model, and the API when not OpenAI's own. */
function OpenAiFacts({ settings }: { settings: Connection['settings'] }) {
  const { t } = useTranslation();
  const { model, baseUrl } = settings;
  return (
    <>
      {model && <span>{t('connections.model', { model })}</span>}
      {baseUrl && baseUrl !== OPENAI_DEFAULT_BASE_URL && (
        <span className="integration-item__mono">{t('connections.baseUrl', { url: baseUrl })}</span>
      )}
    </>
  );
}

/**
 * Name, API key, model and (advanced) the API's address. Checked with the contract's schema before
 * sending; the server's refusal (OpenAI's reason) shows on its field, and nothing typed is lost.
 */
function ConnectOpenAiForm({
  full,
  limit,
  onConnected,
}: {
  full: boolean;
  limit: number;
  onConnected: (name: string) => void;
}) {
  const { t } = useTranslation();
  const connect = useCreateConnection();
  const { formRef, errors, formError, show, clearField, clear } = useFieldErrors();
  const id = useId();
  const [name, setName] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [model, setModel] = useState(OPENAI_DEFAULT_MODEL);
  const [baseUrl, setBaseUrl] = useState('');
  const [advancedOpen, setAdvancedOpen] = useState(false);

  /** Shows errors by field (the API address opens its section when it has one); the rest as the form's message. */
  const showErrors = (fields: FieldErrors, general: string | null) => {
    show(fields, general);
    if (fields['credentials.baseUrl']) setAdvancedOpen(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createConnectionBodySchema.safeParse({
      service: 'openai',
      ...(name.trim() ? { name } : {}),
      credentials: { apiKey, model, ...(baseUrl.trim() ? { baseUrl } : {}) },
    });
    if (!parsed.success) {
      const fields: FieldErrors = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const path = issue.path.map(String).join('.');
        const text = isValidationMessage(issue.message) ? t(issue.message) : t('connections.form.invalid');
        if (isFieldPath(path)) fields[path] ??= text;
        else general ??= text;
      }
      return showErrors(fields, general);
    }
    clear();
    connect.mutate(parsed.data, {
      onSuccess: (answer) => {
        setName('');
        setApiKey('');
        setModel(OPENAI_DEFAULT_MODEL);
        setBaseUrl('');
        setAdvancedOpen(false);
        onConnected(answer.connection.name);
      },
      onError: (error) => {
        const serverErrors = Object.entries(readServerFieldErrors(error));
        const fields = Object.fromEntries(serverErrors.filter(([path]) => isFieldPath(path)));
        const allPlaced = serverErrors.length > 0 && Object.keys(fields).length === serverErrors.length;
        showErrors(fields, allPlaced ? null : getErrorMessage(error, t('connections.form.failed')));
      },
    });
  };

  /** Forgets a field's error once the user changes it. */
  const edit = (path: FieldPath, set: (value: string) => void) => (value: string) => {
    set(value);
    clearField(path);
  };

  if (full) {
    return (
      <p className="integration-panel__state openai-connections__full">
        {t('connections.limitReached', { limit })}
      </p>
    );
  }

  const inputId = (path: FieldPath) => `${id}-${FIELD_IDS[path]}`;
  /** An input's id, state and description: its error (when it has one) and its help. */
  const field = (path: FieldPath) => ({
    id: inputId(path),
    'aria-invalid': errors[path] ? true : undefined,
    'aria-describedby': errors[path]
      ? `${inputId(path)}-error ${inputId(path)}-help`
      : `${inputId(path)}-help`,
    disabled: connect.isPending,
  });
  const fieldNotes = (path: FieldPath, help: string) => (
    <>
      {errors[path] && (
        <p id={`${inputId(path)}-error`} className="openai-connect__field-error">
          {errors[path]}
        </p>
      )}
      <p id={`${inputId(path)}-help`} className="integration-form__help">
        {help}
      </p>
    </>
  );
  const advancedId = `${id}-advanced`;

  return (
    <form ref={formRef} className="integration-form openai-connect" onSubmit={submit} noValidate>
      <div className="integration-form__field">
        <label htmlFor={inputId('name')}>{t('connections.form.nameLabel')}</label>
        <input
          {...field('name')}
          type="text"
          value={name}
          maxLength={60}
          autoComplete="off"
          placeholder={t('connections.form.namePlaceholder')}
          onChange={(event) => edit('name', setName)(event.target.value)}
        />
        {fieldNotes('name', t('connections.form.nameHelp'))}
      </div>
      <div className="integration-form__field">
        <label htmlFor={inputId('credentials.apiKey')}>{t('connections.form.keyLabel')}</label>
        <input
          {...field('credentials.apiKey')}
          type="password"
          value={apiKey}
          maxLength={300}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => edit('credentials.apiKey', setApiKey)(event.target.value)}
        />
        {fieldNotes('credentials.apiKey', t('connections.form.keyHelp'))}
      </div>
      <div className="integration-form__field">
        <label htmlFor={inputId('credentials.model')}>{t('connections.form.modelLabel')}</label>
        <input
          {...field('credentials.model')}
          type="text"
          value={model}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => edit('credentials.model', setModel)(event.target.value)}
        />
        {fieldNotes('credentials.model', t('connections.form.modelHelp'))}
      </div>
      <div className="openai-connect__advanced">
        <button
          type="button"
          className="openai-connect__disclosure"
          aria-expanded={advancedOpen}
          aria-controls={advancedId}
          onClick={() => setAdvancedOpen((open) => !open)}
        >
          <span aria-hidden="true" className="openai-connect__chevron" />
          {t('connections.form.advanced')}
        </button>
        <div id={advancedId} className="integration-form__field" hidden={!advancedOpen}>
          <label htmlFor={inputId('credentials.baseUrl')}>{t('connections.form.baseUrlLabel')}</label>
          <input
            {...field('credentials.baseUrl')}
            type="url"
            inputMode="url"
            value={baseUrl}
            maxLength={300}
            autoComplete="off"
            spellCheck={false}
            placeholder={OPENAI_DEFAULT_BASE_URL}
            onChange={(event) => edit('credentials.baseUrl', setBaseUrl)(event.target.value)}
          />
          {fieldNotes('credentials.baseUrl', t('connections.form.baseUrlHelp'))}
        </div>
      </div>
      {formError && (
        <p className="integration-form__error" role="alert">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={connect.isPending} aria-busy={connect.isPending || undefined}>
          {connect.isPending ? t('connections.form.submitting') : t('connections.form.submit')}
        </Button>
      </div>
    </form>
  );
}
