import { API, POWERS } from '@plubot/contracts';
import type { ActionService, NodeDataOf, PowerActionDefinition } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import {
  buildPowerTestBody,
  describePowerTestResult,
  getTestButtonLabel,
  getTestVariableLabel,
  listTestVariables,
  type PowerTestView,
} from '../../../helpers/powerTestData';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { selectPlubotId } from '../../../stores/editorSelectors';
import { TextField } from '../inspectorFields';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A test may wait on the service (a calendar's free/busy, a checkout): the connector's own timeout and some. */
const TEST_TIMEOUT_MS = 30_000;

/** What each way of running adds under the button: a link is real, an offer books nothing. */
const RUNS_TEST_NOTES = {
  inline: undefined,
  after: undefined,
  choose: 'editor.inspector.powerTest.chooseNote',
  await: 'editor.inspector.powerTest.awaitNote',
} as const;

export interface PowerActionTestProps {
  data: NodeDataOf<'power'>;
  service: ActionService;
  definition: PowerActionDefinition;
  /** The owner may edit: test buttons show only then (spec §6). */
  canEdit: boolean;
}

/**
 * 'Probar' of a power node (issue #32): a test value for each `{{variable}}` the node's inputs and
 * fields use, then the action runs once with the owner's connection (`POST
 * /api/plubots/:id/power-test`). An action that runs after the reply acts for real, so the button
 * says what it will do and asks to confirm first. The answer is shown plainly: what a lookup found,
 * the slots a calendar would offer, the link made (opened in a new tab), the action done, or the
 * service's failure. Shown once the bot is saved and the node has a connection and an action.
 */
export function PowerActionTest({ data, service, definition, canEdit }: PowerActionTestProps) {
  const { t, i18n } = useTranslation();
  const plubotId = useEditorStore(selectPlubotId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [view, setView] = useState<PowerTestView | null>(null);
  const connectionId = data.connectionId?.trim();
  if (!canEdit || !connectionId) return null;
  if (!plubotId || !UUID.test(plubotId)) {
    return <p className="inspector__note">{t('editor.inspector.powerTest.needsSave')}</p>;
  }
  const serviceName = POWERS.find((power) => power.id === service)?.title ?? service;
  const variables = listTestVariables(definition, data.inputs, data.fields);
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'es';
  const runsNote = RUNS_TEST_NOTES[definition.runs];

  const run = async () => {
    setConfirming(false);
    setRunning(true);
    setView(null);
    try {
      const body = buildPowerTestBody(
        { powerId: service, connectionId, action: definition.id, inputs: data.inputs, fields: data.fields },
        values,
        language,
      );
      const result = await callApi(API.powerTest, {
        params: { id: plubotId },
        body,
        timeoutMs: TEST_TIMEOUT_MS,
      });
      setView(describePowerTestResult(t, result, serviceName, language));
    } catch (failure) {
      setView({
        tone: 'error',
        kind: 'error',
        title: getErrorMessage(failure, t('editor.inspector.powerTest.unknownError')),
      });
    } finally {
      setRunning(false);
    }
  };

  const label = getTestButtonLabel(t, definition.runs, service, serviceName);
  return (
    <section
      className="inspector__test"
      aria-live="polite"
      aria-busy={running}
      aria-label={t('editor.inspector.powerTest.title')}
    >
      <p className="inspector__note">{t('editor.inspector.powerTest.help')}</p>
      {variables.map((variable) => (
        <TextField
          key={variable}
          label={getTestVariableLabel(t, variable)}
          value={values[variable] ?? ''}
          maxLength={1000}
          onChange={(next) => setValues((current) => ({ ...current, [variable]: next }))}
        />
      ))}
      {runsNote && <p className="inspector__note">{t(runsNote)}</p>}
      {confirming ? (
        <div className="inspector__result inspector__result--error">
          <p>{t('editor.inspector.powerTest.confirm', { service: serviceName })}</p>
          <Button size="sm" variant="secondary" onClick={() => void run()}>
            {t('editor.inspector.powerTest.confirmYes')}
          </Button>{' '}
          <Button size="sm" variant="secondary" onClick={() => setConfirming(false)}>
            {t('editor.inspector.powerTest.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={running}
          onClick={() => (definition.runs === 'after' ? setConfirming(true) : void run())}
        >
          {running ? t('editor.inspector.powerTest.running') : label}
        </Button>
      )}
      {view && !running && <PowerTestResult view={view} />}
    </section>
  );
}

/** A test's answer as `describePowerTestResult` says it. */
function PowerTestResult({ view }: { view: PowerTestView }) {
  const { t } = useTranslation();
  if (view.tone === 'error') {
    return (
      <div className="inspector__result inspector__result--error" role="alert">
        <p>{view.title}</p>
      </div>
    );
  }
  return (
    <div className="inspector__result inspector__result--ok">
      <span className="inspector__result-title">{view.title}</span>
      {view.kind === 'found' && (
        <>
          {view.outputs.length > 0 && (
            <ul>
              {view.outputs.map((output) => (
                <li key={output.name}>
                  {output.label}: {output.value}
                </li>
              ))}
            </ul>
          )}
          {view.cards.length > 0 && (
            <>
              <p>{t('editor.inspector.powerTest.cards')}</p>
              <ul>
                {view.cards.map((card, index) => (
                  // Cards have no id of their own; their order is the service's.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown once
                  <li key={index}>
                    {card.title}
                    {card.subtitle && ` — ${card.subtitle}`}{' '}
                    {card.url && (
                      <a href={card.url} target="_blank" rel="noopener noreferrer">
                        {card.linkLabel}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {view.kind === 'options' && view.options.length > 0 && (
        <ul>
          {view.options.map((option) => (
            <li key={option.id}>{option.label}</li>
          ))}
        </ul>
      )}
      {view.kind === 'link' && (
        <>
          {view.amount && <p>{t('editor.inspector.powerTest.linkAmount', { amount: view.amount })}</p>}
          {view.url && (
            <p>
              <a href={view.url} target="_blank" rel="noopener noreferrer">
                {t('editor.inspector.powerTest.openLink')}
              </a>
            </p>
          )}
        </>
      )}
    </div>
  );
}
