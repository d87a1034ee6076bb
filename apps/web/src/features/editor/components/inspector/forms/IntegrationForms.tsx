import { API, POWERS } from '@plubot/contracts';
import { isMaskedSecret, NODE_FIELD_VALUES } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { NameListField, SelectField, TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

/** The bot's webhook signing secret, fetched when the owner asks to see it. */
function WebhookSecret() {
  const { t } = useTranslation();
  const plubotId = useEditorStore((state) => state.plubotId);
  const [state, setState] = useState<
    | { kind: 'hidden' }
    | { kind: 'loading' }
    | { kind: 'shown'; secret: string; header: string }
    | { kind: 'error'; text: string }
  >({ kind: 'hidden' });
  if (!plubotId) return null;
  const reveal = async () => {
    setState({ kind: 'loading' });
    try {
      const answer = await callApi(API.webhookSecret, { params: { id: plubotId } });
      setState({ kind: 'shown', secret: answer.secret, header: answer.signatureHeader });
    } catch (error) {
      setState({ kind: 'error', text: getErrorMessage(error) });
    }
  };
  return (
    <section className="inspector__test" aria-live="polite">
      <p className="inspector__note">{t('editor.inspector.webhook.signatureHelp')}</p>
      {state.kind === 'shown' ? (
        <TextField
          label={t('editor.inspector.webhook.secret')}
          value={state.secret}
          mono
          onChange={() => undefined}
        />
      ) : (
        <Button size="sm" variant="secondary" onClick={reveal} disabled={state.kind === 'loading'}>
          {t('editor.inspector.webhook.showSecret')}
        </Button>
      )}
      {state.kind === 'error' && (
        <p className="inspector__error" role="alert">
          {state.text}
        </p>
      )}
    </section>
  );
}

/** The webhook node's form: where the conversation's variables are posted, and which ones. */
export function WebhookForm({ data, onChange, variables }: NodeFormProps<'webhookNode'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('editor.inspector.webhook.url')}
        type="url"
        mono
        autoFocus
        value={data.url ?? ''}
        placeholder="https://hook.eu1.make.com/…"
        help={t('editor.inspector.webhook.urlHelp')}
        maxLength={2000}
        onChange={(url) => onChange({ url })}
      />
      <NameListField
        label={t('editor.inspector.webhook.variables')}
        value={data.variables ?? []}
        placeholder={t('editor.inspector.webhook.variablesPlaceholder')}
        help={t('editor.inspector.webhook.variablesHelp')}
        onChange={(names) => onChange({ variables: names })}
      />
      <VariableHints variables={variables} />
      <TextField
        label={t('editor.inspector.action.description')}
        value={data.description ?? ''}
        maxLength={500}
        onChange={(description) => onChange({ description })}
      />
      <WebhookSecret />
    </>
  );
}

/** The database node's form: save a record of the bot's own records, or look one up by key. */
export function DatabaseForm({ data, onChange, variables }: NodeFormProps<'databaseNode'>) {
  const { t } = useTranslation();
  const operation = data.operation ?? 'save';
  return (
    <>
      <SelectField
        label={t('editor.inspector.database.operation')}
        value={operation}
        options={NODE_FIELD_VALUES.databaseOperations}
        optionLabel={(value) => t(`editor.inspector.database.operations.${value}`)}
        onChange={(value) => onChange({ operation: value })}
      />
      <TextField
        label={t('editor.inspector.database.collection')}
        value={data.collection ?? ''}
        placeholder="clientes"
        help={t('editor.inspector.database.collectionHelp')}
        maxLength={200}
        autoFocus
        onChange={(collection) => onChange({ collection })}
      />
      <TextField
        label={t('editor.inspector.database.key')}
        value={data.key ?? ''}
        placeholder="{{email}}"
        help={t('editor.inspector.database.keyHelp')}
        maxLength={500}
        onChange={(key) => onChange({ key })}
      />
      {operation === 'save' ? (
        <NameListField
          label={t('editor.inspector.database.fields')}
          value={data.fields ?? []}
          placeholder="nombre, email, telefono"
          help={t('editor.inspector.database.fieldsHelp')}
          onChange={(fields) => onChange({ fields })}
        />
      ) : (
        <TextField
          label={t('editor.inspector.database.resultVariable')}
          value={data.resultVariable ?? ''}
          placeholder="cliente"
          help={t('editor.inspector.database.resultVariableHelp')}
          maxLength={200}
          onChange={(resultVariable) => onChange({ resultVariable })}
        />
      )}
      <VariableHints variables={variables} />
    </>
  );
}

/** The Discord node's form: bot token, channel and message, each field linked to its tutorial. */
export function DiscordForm({ data, onChange, variables }: NodeFormProps<'discord'>) {
  const { t } = useTranslation();
  const token = data.discordToken ?? '';
  return (
    <>
      {isMaskedSecret(token) ? (
        // The server keeps the token encrypted and shows only its end; a new one replaces it.
        <div className="inspector__field">
          <span className="inspector__label-row">{t('editor.inspector.discord.token')}</span>
          <p className="inspector__note">{t('editor.inspector.discord.tokenSaved', { masked: token })}</p>
          <Button size="sm" variant="secondary" onClick={() => onChange({ discordToken: '' })}>
            {t('editor.inspector.discord.changeToken')}
          </Button>
        </div>
      ) : (
        <TextField
          label={t('editor.inspector.discord.token')}
          type="password"
          value={data.discordToken ?? ''}
          help={
            <>
              {t('editor.inspector.discord.tokenHelp')}{' '}
              <Link to="/tutoriales/discord" target="_blank" rel="noopener">
                {t('editor.inspector.discord.tutorial')}
              </Link>
            </>
          }
          maxLength={200}
          onChange={(discordToken) => onChange({ discordToken })}
        />
      )}
      <TextField
        label={t('editor.inspector.discord.channel')}
        value={data.channelId ?? ''}
        placeholder="123456789012345678"
        help={
          <>
            {t('editor.inspector.discord.channelHelp')}{' '}
            <Link to="/tutoriales/discord/channel-id" target="_blank" rel="noopener">
              {t('editor.inspector.discord.tutorial')}
            </Link>
          </>
        }
        maxLength={100}
        onChange={(channelId) => onChange({ channelId })}
      />
      <TextField
        label={t('editor.inspector.discord.message')}
        multiline
        rows={4}
        autoFocus
        value={data.messageContent ?? ''}
        maxLength={2000}
        onChange={(messageContent) => onChange({ messageContent })}
      />
      <VariableHints variables={variables} />
    </>
  );
}

/** The power node's form: one of the bot's powers, shown with its icon and title. */
export function PowerForm({
  data,
  onChange,
  botPowers,
}: NodeFormProps<'power'> & { botPowers: readonly string[] }) {
  const { t } = useTranslation();
  const available = POWERS.filter((power) => botPowers.includes(power.id) || power.id === data.powerId);
  if (available.length === 0) {
    return <p className="inspector__note">{t('editor.inspector.power.none')}</p>;
  }
  const current = available.find((power) => power.id === data.powerId);
  return (
    <>
      <SelectField
        label={t('editor.inspector.power.choose')}
        value={current?.id ?? ''}
        options={['', ...available.map((power) => power.id)]}
        optionLabel={(id) => {
          const power = available.find((candidate) => candidate.id === id);
          return power ? `${power.icon} ${power.title}` : t('editor.inspector.power.placeholder');
        }}
        onChange={(id) => {
          const power = available.find((candidate) => candidate.id === id);
          if (power)
            onChange({
              powerId: power.id,
              powerTitle: power.title,
              powerIcon: power.icon,
              label: power.title,
            });
        }}
      />
      <TextField
        label={t('editor.inspector.power.description')}
        multiline
        rows={3}
        value={data.powerDescription ?? ''}
        maxLength={1000}
        onChange={(powerDescription) => onChange({ powerDescription })}
      />
      <p className="inspector__note" role="status">
        {t('editor.inspector.power.notRunning')}
      </p>
    </>
  );
}
