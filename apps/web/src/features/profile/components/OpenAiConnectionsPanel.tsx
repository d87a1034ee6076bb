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
import { DangerDialog } from '../../../components/DangerDialog';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { type FieldErrors, readServerFieldErrors } from '../../../lib/forms/fieldErrors';
import { useFieldErrors } from '../../../lib/forms/useFieldErrors';
import { formatLongDate } from '../helpers/formatLongDate';
import {
  useConnectionsQuery,
  useCreateConnection,
  useRemoveConnection,
  useTestConnection,
} from '../hooks/useConnections';
import { useIntegrationPanel } from '../hooks/useIntegrationPanel';
import { IntegrationItem } from './IntegrationItem';
import { IntegrationList } from './IntegrationList';
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
  const list = useConnectionsQuery();
  const test = useTestConnection();
  const remove = useRemoveConnection();
  const { notice, setNotice, toRemove, askRemove, removeDialog } = useIntegrationPanel<Connection>(remove, {
    removed: (name) => t('connections.removed', { name }),
    removeFailed: t('connections.removeFailed'),
  });
  const connections = (list.data?.connections ?? []).filter((item) => item.service === 'openai');
  const limit = list.data?.limitPerService ?? 5;
  const testingId = test.isPending ? test.variables : null;

  const runTest = (connection: Connection) => {
    setNotice(null);
    test.mutate(connection.id, {
      onSuccess: ({ connection: checked }) =>
        setNotice(
          checked.status === 'active'
            ? { kind: 'success', text: t('connections.testOk', { name: checked.name }) }
            : {
                kind: 'error',
                text: t('connections.testError', { name: checked.name, error: checked.error ?? '' }),
              },
        ),
      onError: (error) =>
        setNotice({ kind: 'error', text: getErrorMessage(error, t('connections.testFailed')) }),
    });
  };

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
        full={list.isSuccess && connections.length >= limit}
        limit={limit}
        onConnected={(name) => setNotice({ kind: 'success', text: t('connections.connected', { name }) })}
      />

      <div className="integration-panel__stack openai-connections__listing">
        <IntegrationList
          heading={<h3 className="openai-connections__subtitle">{t('connections.listTitle')}</h3>}
          count={t('connections.count', { count: connections.length, limit })}
          notice={notice}
          query={list}
          texts={{
            loading: t('connections.loading'),
            loadError: t('connections.loadError'),
            retry: t('connections.retry'),
            empty: t('connections.empty'),
          }}
          items={connections}
          renderItem={(connection) => (
            <ConnectionItem
              key={connection.id}
              connection={connection}
              testing={testingId === connection.id}
              testDisabled={test.isPending}
              onTest={() => runTest(connection)}
              onRemove={() => askRemove(connection)}
            />
          )}
        />
      </div>

      {toRemove && (
        <DangerDialog
          title={t('connections.removeTitle', { name: toRemove.name })}
          text={t('connections.removeText')}
          cancelLabel={t('connections.removeCancel')}
          confirmLabel={t('connections.removeConfirm')}
          busyLabel={t('connections.removing')}
          {...removeDialog}
        />
      )}
    </Card>
  );
}

/** One connection: name, status (and the service's reason when it failed), masked key, model, API and dates. */
function ConnectionItem({
  connection,
  testing,
  testDisabled,
  onTest,
  onRemove,
}: {
  connection: Connection;
  testing: boolean;
  testDisabled: boolean;
  onTest: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation();
  const checkedOn = connection.checkedAt
    ? new Date(connection.checkedAt).toLocaleString(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })
    : null;
  const { model, baseUrl } = connection.settings;
  return (
    <IntegrationItem
      name={connection.name}
      headingLevel={4}
      status={connection.status}
      statusLabel={t(`connections.status.${connection.status}`)}
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={onTest}
          disabled={testDisabled}
          aria-label={t('connections.testAria', { name: connection.name })}
        >
          {testing ? t('connections.testing') : t('connections.test')}
        </Button>
      }
      removeLabel={t('connections.remove')}
      removeAria={t('connections.removeAria', { name: connection.name })}
      onRemove={onRemove}
    >
      {connection.status === 'error' && connection.error && (
        <p className="integration-item__error">{connection.error}</p>
      )}
      <p className="integration-item__facts">
        <span className="integration-item__mono">
          {t('connections.key', { key: connection.maskedSecret })}
        </span>
        {model && <span>{t('connections.model', { model })}</span>}
        {baseUrl && baseUrl !== OPENAI_DEFAULT_BASE_URL && (
          <span className="integration-item__mono">{t('connections.baseUrl', { url: baseUrl })}</span>
        )}
        <span>
          {t('connections.connectedOn', { date: formatLongDate(connection.createdAt, i18n.language) })}
        </span>
        {checkedOn && <span>{t('connections.checkedOn', { date: checkedOn })}</span>}
      </p>
    </IntegrationItem>
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
