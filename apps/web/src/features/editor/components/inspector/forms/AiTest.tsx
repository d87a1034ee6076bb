import { API, buildEndpointPath } from '@plubot/contracts';
import { checkAiNodeRunnable } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { Switch } from '../../../../../components/Switch';
import { ApiError, openApiStream } from '../../../../../lib/apiClient';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { readAiTestStream } from '../../../helpers/readAiTestStream';
import { useText } from '../../../hooks/useText';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { selectPlubotId } from '../../../stores/editorSelectors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TEST_TIMEOUT_MS = 60_000;

/** What the test sends, as the model would get it (variables already shown as `[name]`). */
export interface AiTestRequest {
  prompt: string;
  systemMessage: string;
  temperature: number;
  maxTokens: number;
}

/** The node's fields the test reads and writes (both AI nodes have them). */
export interface AiTestFields {
  streaming?: boolean | undefined;
  lastResponse?: string | null | undefined;
  lastPrompt?: string | null | undefined;
}

interface AiTestProps {
  request: AiTestRequest;
  saved: AiTestFields;
  onChange: (patch: { streaming?: boolean; lastResponse?: string; lastPrompt?: string }) => void;
  canEdit: boolean;
}

/**
 * 'Probar' of the AI nodes (spec §3, §5): sends the prompt to the server's AI endpoint — streamed
 * as it is written when the node's streaming switch is on — and keeps the answer and the prompt it
 * answered in the node (`lastResponse`, `lastPrompt`), shown again when the node is reopened.
 */
export function AiTest({ request, saved, onChange, canEdit }: AiTestProps) {
  const { t } = useTranslation();
  const text = useText();
  const plubotId = useEditorStore(selectPlubotId);
  const [running, setRunning] = useState(false);
  const [partial, setPartial] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!canEdit) return null;
  const streaming = saved.streaming ?? false;

  const ask = async (): Promise<string> => {
    const body = {
      prompt: request.prompt,
      ...(request.systemMessage.trim() ? { systemMessage: request.systemMessage } : {}),
      temperature: request.temperature,
      maxTokens: request.maxTokens,
    };
    if (!streaming) {
      const { response } = await callApi(API.aiNode, { body, timeoutMs: TEST_TIMEOUT_MS });
      return response;
    }
    const response = await openApiStream(buildEndpointPath(API.aiNodeStream.path), {
      method: 'POST',
      body: { ...body, ...(plubotId && UUID.test(plubotId) ? { plubotId } : {}) },
      timeoutMs: TEST_TIMEOUT_MS,
    });
    if (!response.body) throw new ApiError(502, '', 'AI_FAILED');
    const result = await readAiTestStream(response.body, setPartial);
    if (!result.ok) throw new ApiError(502, result.message, result.code);
    return result.text;
  };

  const run = async () => {
    const runnable = checkAiNodeRunnable({
      promptTemplate: request.prompt,
      systemMessage: request.systemMessage,
    });
    if (!runnable.ok) {
      setError(text({ flow: runnable.error }));
      return;
    }
    setRunning(true);
    setError(null);
    setPartial('');
    try {
      const answer = await ask();
      if (answer.trim()) onChange({ lastResponse: answer, lastPrompt: request.prompt });
      else setError(t('editor.inspector.ai.empty'));
    } catch (failure) {
      setError(getErrorMessage(failure, t('editor.inspector.ai.unknownError')));
    } finally {
      setRunning(false);
      setPartial('');
    }
  };

  return (
    <section className="inspector__test" aria-live="polite" aria-busy={running}>
      <Switch
        className="inspector__switch"
        checked={streaming}
        onChange={(checked) => onChange({ streaming: checked })}
      >
        <span>{t('editor.inspector.ai.streaming')}</span>
      </Switch>
      <Button size="sm" variant="secondary" onClick={run} disabled={running}>
        {running ? t('editor.inspector.ai.running') : t('editor.inspector.ai.test')}
      </Button>
      {running && partial && (
        <div className="inspector__result inspector__result--ok">
          <p>{partial}</p>
        </div>
      )}
      {error && (
        <div className="inspector__result inspector__result--error" role="alert">
          <p>{error}</p>
        </div>
      )}
      {!running && !error && saved.lastResponse && (
        <div className="inspector__result inspector__result--ok">
          <span className="inspector__result-title">{t('editor.inspector.ai.lastTest')}</span>
          {saved.lastPrompt && (
            <p className="inspector__result-prompt">
              {t('editor.inspector.ai.lastPrompt', { prompt: saved.lastPrompt })}
            </p>
          )}
          <p>{saved.lastResponse}</p>
        </div>
      )}
    </section>
  );
}
