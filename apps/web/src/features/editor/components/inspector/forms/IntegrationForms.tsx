import { API, POWERS } from '@plubot/contracts';
import {
  isActionService,
  isChannelPower,
  isDesignPower,
  isMaskedSecret,
  isRunningPower,
  NODE_FIELD_VALUES,
} from '@plubot/flow';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { actsInConversations, formatList } from '../../../../powers';
import { useDiscordIntegrationsQuery } from '../../../../profile';
import { CLEARED_DESIGN_CARD_DATA } from '../../../helpers/designCardData';
import { CLEARED_POWER_ACTION_DATA } from '../../../helpers/powerActionData';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { NameListField, SelectField, TextField } from '../inspectorFields';
import { ChannelPowerNote } from './ChannelPowerNote';
import { DesignCardSettings } from './DesignCardSettings';
import type { NodeFormProps } from './nodeFormProps';
import { PowerActionSettings } from './PowerActionSettings';
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
      <TokenField
        label={t('editor.inspector.discord.token')}
        value={token}
        help={
          <>
            {t('editor.inspector.discord.tokenHelp')}{' '}
            <Link to="/tutoriales/discord" target="_blank" rel="noopener">
              {t('editor.inspector.discord.tutorial')}
            </Link>
          </>
        }
        onChange={(discordToken) => onChange({ discordToken })}
      />
      {token.trim() === '' && <DiscordIntegrationNote />}
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

/**
 * Under an empty Discord token: the connected integration the node will post with (the owner's
 * first active one, used by the server at run time; its token never comes to the browser), or how
 * to connect one.
 */
function DiscordIntegrationNote() {
  const { t } = useTranslation();
  const integrations = useDiscordIntegrationsQuery();
  if (!integrations.isSuccess) return null;
  const active = integrations.data.integrations.find((integration) => integration.status === 'active');
  return (
    <p className="inspector__note" role="status">
      {active
        ? t('discordIntegrations.editorUses', { name: active.name })
        : t('discordIntegrations.editorNone')}{' '}
      <Link to="/profile?tab=integraciones" target="_blank" rel="noopener">
        {t('discordIntegrations.editorManage')}
      </Link>
    </p>
  );
}

/**
 * A stored secret (masked by the server) with a button to replace it, or the field to type one: a
 * token, or a URL that is itself a credential (a Slack incoming webhook).
 */
function TokenField({
  label,
  help,
  value,
  onChange,
  kind = 'token',
  placeholder,
}: {
  label: string;
  help: ReactNode;
  value: string;
  onChange: (value: string) => void;
  kind?: 'token' | 'url';
  placeholder?: string;
}) {
  const { t } = useTranslation();
  if (isMaskedSecret(value)) {
    return (
      <div className="inspector__field">
        <span className="inspector__label-row">{label}</span>
        <p className="inspector__note">
          {t(kind === 'url' ? 'editor.inspector.power.urlSaved' : 'editor.inspector.power.tokenSaved', {
            masked: value,
          })}
        </p>
        <Button size="sm" variant="secondary" onClick={() => onChange('')}>
          {t(kind === 'url' ? 'editor.inspector.power.changeUrl' : 'editor.inspector.power.changeToken')}
        </Button>
      </div>
    );
  }
  return kind === 'url' ? (
    <TextField
      label={label}
      type="url"
      mono
      value={value}
      placeholder={placeholder}
      help={help}
      maxLength={2000}
      onChange={onChange}
    />
  ) : (
    <TextField label={label} type="password" value={value} help={help} maxLength={500} onChange={onChange} />
  );
}

/**
 * What the webhooks power posts (createChatEffects on the server): `message` is the node's message
 * ('' when it has none), `variables` every variable of the conversation, `sentAt` an ISO date.
 */
const WEBHOOKS_POWER_BODY =
  '{ "event": "plubot.power", "bot": { "id", "name" }, "message", "variables", "sentAt" }';

/**
 * The webhooks power's settings: the Zapier, Make or n8n hook's URL (with variables), an optional
 * message, and the bot's signing secret — the same one the Webhook node signs with.
 */
function WebhooksPowerSettings({ data, onChange, variables }: NodeFormProps<'power'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="inspector__note" role="status">
        {t('editor.inspector.power.webhooksRunning')}
      </p>
      <TextField
        label={t('editor.inspector.power.webhooksUrl')}
        type="url"
        mono
        value={data.powerUrl ?? ''}
        placeholder="https://hooks.zapier.com/hooks/catch/…"
        help={
          <>
            {t('editor.inspector.power.webhooksUrlHelp')} <code>{WEBHOOKS_POWER_BODY}</code>
          </>
        }
        maxLength={2000}
        onChange={(powerUrl) => onChange({ powerUrl })}
      />
      <TextField
        label={t('editor.inspector.power.messageOptional')}
        multiline
        rows={3}
        value={data.powerMessage ?? ''}
        placeholder={t('editor.inspector.action.placeholders.notification')}
        help={t('editor.inspector.power.webhooksMessageHelp')}
        maxLength={4000}
        onChange={(powerMessage) => onChange({ powerMessage })}
      />
      <VariableHints variables={variables} />
      <WebhookSecret />
    </>
  );
}

/** The settings of a power that acts: what it sends and where (Slack, Telegram, Discord, Webhooks). */
function RunningPowerSettings(props: NodeFormProps<'power'>) {
  const { data, onChange, variables } = props;
  const { t } = useTranslation();
  const powerId = data.powerId;
  if (powerId === 'webhooks') return <WebhooksPowerSettings {...props} />;
  return (
    <>
      <p className="inspector__note" role="status">
        {t('editor.inspector.power.running')}
      </p>
      <TextField
        label={t('editor.inspector.power.message')}
        multiline
        rows={3}
        value={data.powerMessage ?? ''}
        placeholder={t('editor.inspector.action.placeholders.notification')}
        maxLength={4000}
        onChange={(powerMessage) => onChange({ powerMessage })}
      />
      <VariableHints variables={variables} />
      {powerId === 'slack' ? (
        <TokenField
          kind="url"
          label={t('editor.inspector.power.slackUrl')}
          value={data.powerUrl ?? ''}
          placeholder="https://hooks.slack.com/services/…"
          help={t('editor.inspector.power.slackUrlHelp')}
          onChange={(powerUrl) => onChange({ powerUrl })}
        />
      ) : (
        <>
          <TokenField
            label={t('editor.inspector.power.token')}
            help={
              powerId === 'telegram'
                ? t('editor.inspector.power.telegramTokenHelp')
                : t('editor.inspector.power.discordTokenHelp')
            }
            value={data.powerToken ?? ''}
            onChange={(powerToken) => onChange({ powerToken })}
          />
          {powerId === 'discord' && (data.powerToken ?? '').trim() === '' && <DiscordIntegrationNote />}
          <TextField
            label={
              powerId === 'telegram' ? t('editor.inspector.power.chat') : t('editor.inspector.power.channel')
            }
            value={data.powerChannel ?? ''}
            help={powerId === 'telegram' ? t('editor.inspector.power.telegramChatHelp') : undefined}
            maxLength={100}
            onChange={(powerChannel) => onChange({ powerChannel })}
          />
        </>
      )}
    </>
  );
}

/** The titles of the powers that act in conversations, in catalogue order. */
const ACTING_TITLES = POWERS.filter((power) => actsInConversations(power.id)).map((power) => power.title);

/** The power node's form: one of the bot's powers; the powers that act also get their settings. */
export function PowerForm(props: NodeFormProps<'power'> & { botPowers: readonly string[] }) {
  const { data, onChange, botPowers } = props;
  const { t, i18n } = useTranslation();
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
              // Another service's connection, action, mapping or design mean nothing to this power.
              ...(power.id === data.powerId
                ? {}
                : { ...CLEARED_POWER_ACTION_DATA, ...CLEARED_DESIGN_CARD_DATA }),
              powerId: power.id,
              powerTitle: power.title,
              powerIcon: power.icon,
              label: power.title,
            });
        }}
      />
      {isActionService(data.powerId) ? (
        <PowerActionSettings key={data.powerId} {...props} service={data.powerId} />
      ) : isDesignPower(data.powerId) ? (
        <DesignCardSettings key={data.powerId} {...props} service={data.powerId} />
      ) : isChannelPower(data.powerId) ? (
        <ChannelPowerNote powerId={data.powerId} />
      ) : isRunningPower(data.powerId) ? (
        <RunningPowerSettings {...props} />
      ) : data.powerId === 'openai' ? (
        <p className="inspector__note" role="status">
          {t('editor.inspector.power.openAiNote')}{' '}
          <Link to="/profile?tab=integraciones" target="_blank" rel="noopener">
            {t('editor.inspector.power.openAiLink')}
          </Link>
        </p>
      ) : (
        current && (
          <p className="inspector__note" role="status">
            {t('editor.inspector.power.notRunning', {
              list: formatList(ACTING_TITLES, i18n.language, 'conjunction'),
            })}
          </p>
        )
      )}
      <TextField
        label={t('editor.inspector.power.description')}
        multiline
        rows={2}
        value={data.powerDescription ?? ''}
        maxLength={1000}
        onChange={(powerDescription) => onChange({ powerDescription })}
      />
    </>
  );
}
