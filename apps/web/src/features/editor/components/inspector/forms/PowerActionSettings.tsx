import { type Connection, POWERS } from '@plubot/contracts';
import { type ActionService, findPowerAction, POWER_ACTIONS } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../../components/Button';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { getPowerActionDescription, getPowerActionTitle } from '../../../../powers';
import { getActionChangePatch } from '../../../helpers/powerActionData';
import { usePowerConnections } from '../../../hooks/usePowerConnections';
import { SelectField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { PowerActionInputs } from './PowerActionInputs';
import { PowerActionMapping } from './PowerActionMapping';
import { PowerActionTest } from './PowerActionTest';
import { VariableHints } from './VariableHints';

/** Where the owner connects a service's account; the editor opens it in another tab. */
const INTEGRATIONS_PATH = '/profile?tab=integraciones';

/**
 * The settings of a power that acts through a connection (Notion, HubSpot, Mailchimp; issue #31):
 * which of the owner's connections, which action (with what it does and whether the visitor waits
 * for it), the action's inputs, its free fields and outputs, and 'Probar' (issue #32).
 */
export function PowerActionSettings({
  data,
  onChange,
  variables,
  canEdit,
  service,
}: NodeFormProps<'power'> & { service: ActionService }) {
  const { t } = useTranslation();
  const definition = findPowerAction(service, data.action);
  return (
    <>
      <ConnectionChoice service={service} value={data.connectionId} onChange={onChange} />
      <SelectField
        label={t('editor.inspector.powerAction.action')}
        value={definition?.id ?? ''}
        options={['', ...POWER_ACTIONS[service].map((action) => action.id)]}
        optionLabel={(id) =>
          id === ''
            ? t('editor.inspector.powerAction.actionPlaceholder')
            : getPowerActionTitle(t, service, id)
        }
        onChange={(id) => onChange(getActionChangePatch(data, service, id))}
      />
      {definition && (
        <>
          <p className="inspector__note">{getPowerActionDescription(t, service, definition.id)}</p>
          <p className="inspector__note" role="status">
            {t(RUNS_NOTES[definition.runs])}
          </p>
          <PowerActionInputs data={data} definition={definition} onChange={onChange} />
          <VariableHints variables={variables} />
          <PowerActionMapping
            key={definition.id}
            data={data}
            service={service}
            definition={definition}
            onChange={onChange}
          />
          <PowerActionTest
            key={`${definition.id}:${data.connectionId ?? ''}`}
            data={data}
            service={service}
            definition={definition}
            canEdit={canEdit}
          />
        </>
      )}
    </>
  );
}

/** What the form says of when an action runs. */
const RUNS_NOTES = {
  inline: 'editor.inspector.powerAction.runsInline',
  after: 'editor.inspector.powerAction.runsAfter',
  choose: 'editor.inspector.powerAction.runsChoose',
  await: 'editor.inspector.powerAction.runsAwait',
} as const;

/** A connection's name as the select lists it, saying when the service refused it. */
function connectionLabel(connection: Connection, refused: string): string {
  return connection.status === 'error' ? `${connection.name} (${refused})` : connection.name;
}

/**
 * The connection the node acts with: one of the owner's of this service, or — when there is none
 * yet — the way to connect one in another tab and 'Volver a cargar' to see it here.
 */
function ConnectionChoice({
  service,
  value,
  onChange,
}: {
  service: ActionService;
  value: string | undefined;
  onChange: (patch: { connectionId: string | undefined }) => void;
}) {
  const { t } = useTranslation();
  const { list, connections } = usePowerConnections(service);
  const serviceName = POWERS.find((power) => power.id === service)?.title ?? service;
  const reload = (
    <Button size="sm" variant="secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
      {list.isFetching
        ? t('editor.inspector.powerAction.reloading')
        : t('editor.inspector.powerAction.reload')}
    </Button>
  );
  const manage = (
    <Link to={INTEGRATIONS_PATH} target="_blank" rel="noopener">
      {t('editor.inspector.powerAction.manageConnections')}
    </Link>
  );

  if (list.isPending)
    return <p className="inspector__note">{t('editor.inspector.powerAction.loadingConnections')}</p>;
  if (list.isError) {
    return (
      <>
        <p className="inspector__error" role="alert">
          {getErrorMessage(list.error, t('editor.inspector.powerAction.connectionsFailed'))}
        </p>
        {reload}
      </>
    );
  }
  if (connections.length === 0) {
    return (
      <>
        <p className="inspector__note" role="status">
          {t('editor.inspector.powerAction.noConnections', { service: serviceName })}{' '}
          <Link to={INTEGRATIONS_PATH} target="_blank" rel="noopener">
            {t('editor.inspector.powerAction.connectLink', { service: serviceName })}
          </Link>
        </p>
        {reload}
      </>
    );
  }

  const chosen = connections.find((connection) => connection.id === value);
  const missing = Boolean(value) && !chosen;
  const refused = t('editor.inspector.powerAction.connectionRefused');
  return (
    <>
      <SelectField
        label={t('editor.inspector.powerAction.required', {
          label: t('editor.inspector.powerAction.connection'),
        })}
        value={missing ? '' : (value ?? '')}
        options={['', ...connections.map((connection) => connection.id)]}
        optionLabel={(id) => {
          const connection = connections.find((candidate) => candidate.id === id);
          return connection
            ? connectionLabel(connection, refused)
            : t('editor.inspector.powerAction.connectionPlaceholder');
        }}
        onChange={(id) => onChange({ connectionId: id || undefined })}
      />
      {missing && (
        <p className="inspector__error" role="alert">
          {t('editor.inspector.powerAction.connectionMissing')}
        </p>
      )}
      {chosen?.status === 'error' && (
        <p className="inspector__error">
          {t('editor.inspector.powerAction.connectionError', { error: chosen.error ?? '' })}
        </p>
      )}
      <p className="inspector__note">
        {manage} {reload}
      </p>
    </>
  );
}
