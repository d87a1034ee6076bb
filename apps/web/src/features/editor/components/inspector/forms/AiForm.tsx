import { API } from '@plubot/contracts';
import { DEFAULT_AI_RESPONSE_VARIABLE } from '@plubot/engine';
import { AI_NODE_LIMITS, AI_PRO_NODE_LIMITS, checkAiNodeRunnable } from '@plubot/flow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { callApi } from '../../../../../lib/callApi';
import { getErrorMessage } from '../../../../../lib/errors/getErrorMessage';
import { useText } from '../../../hooks/useText';
import { NumberField, TextField } from '../inspectorFields';
import type { NodeFormProps } from './nodeFormProps';
import { VariableHints } from './VariableHints';

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The prompt as the model would get it, each `{{variable}}` shown as `[variable]`. */
export function previewPrompt(template: string): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => `[${name}]`);
}

/** AI Pro's word for a temperature (spec §5): Racional up to 0.4, Equilibrado up to 0.8, Creativo above. */
export function temperatureWord(value: number): 'rational' | 'balanced' | 'creative' {
  if (value <= 0.4) return 'rational';
  return value <= 0.8 ? 'balanced' : 'creative';
}

/** AI Pro's word for a length (spec §5): Breve up to 150 tokens, Medio up to 400, Largo above. */
export function lengthWord(value: number): 'short' | 'medium' | 'long' {
  if (value <= 150) return 'short';
  return value <= 400 ? 'medium' : 'long';
}

interface AiFields {
  prompt: string;
  systemMessage: string;
  temperature: number;
  maxTokens: number;
}

/** 'Probar': sends the prompt (variables shown as `[name]`) to the server's AI endpoint. */
function AiTest({ fields, canEdit }: { fields: AiFields; canEdit: boolean }) {
  const { t } = useTranslation();
  const text = useText();
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  if (!canEdit) return null;
  const run = async () => {
    const runnable = checkAiNodeRunnable({
      promptTemplate: fields.prompt,
      systemMessage: fields.systemMessage,
    });
    if (!runnable.ok) {
      setResult({ ok: false, text: text({ flow: runnable.error }) });
      return;
    }
    setRunning(true);
    setResult(null);
    try {
      const { response } = await callApi(API.aiNode, {
        body: {
          prompt: previewPrompt(fields.prompt),
          ...(fields.systemMessage.trim() ? { systemMessage: previewPrompt(fields.systemMessage) } : {}),
          temperature: fields.temperature,
          maxTokens: fields.maxTokens,
        },
        timeoutMs: 60_000,
      });
      setResult(
        response.trim() ? { ok: true, text: response } : { ok: false, text: t('editor.inspector.ai.empty') },
      );
    } catch (error) {
      setResult({ ok: false, text: getErrorMessage(error, t('editor.inspector.ai.unknownError')) });
    } finally {
      setRunning(false);
    }
  };
  return (
    <section className="inspector__test" aria-live="polite">
      <Button size="sm" variant="secondary" onClick={run} disabled={running}>
        {running ? t('editor.inspector.ai.running') : t('editor.inspector.ai.test')}
      </Button>
      {result && (
        <div
          className={`inspector__result inspector__result--${result.ok ? 'ok' : 'error'}`}
          role={result.ok ? undefined : 'alert'}
        >
          <p>{result.text}</p>
        </div>
      )}
    </section>
  );
}

/** The prompt field with the flow's variables and the live preview. */
function PromptField({
  value,
  onChange,
  variables,
}: {
  value: string;
  onChange: (value: string) => void;
  variables: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('editor.inspector.ai.prompt')}
        multiline
        rows={5}
        value={value}
        autoFocus
        maxLength={20_000}
        placeholder={t('editor.inspector.ai.promptPlaceholder')}
        help={t('editor.inspector.ai.promptHelp')}
        onChange={onChange}
      />
      <VariableHints variables={variables} />
      {value.includes('{{') && (
        <div className="inspector__preview">
          <span>{t('editor.inspector.ai.preview')}</span>
          <p>{previewPrompt(value)}</p>
        </div>
      )}
    </>
  );
}

/** The instructions sent before the prompt (both AI nodes). */
function SystemMessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('editor.inspector.ai.systemMessage')}
      multiline
      rows={3}
      value={value}
      maxLength={20_000}
      help={t('editor.inspector.ai.systemMessageHelp')}
      onChange={onChange}
    />
  );
}

/** Where the AI's answer is kept (both AI nodes; the engine's default when empty). */
function ResponseVariableField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('editor.inspector.ai.responseVariable')}
      value={value}
      placeholder={DEFAULT_AI_RESPONSE_VARIABLE}
      maxLength={200}
      help={t('editor.inspector.ai.responseVariableHelp', { name: DEFAULT_AI_RESPONSE_VARIABLE })}
      onChange={onChange}
    />
  );
}

/** The AI node's form (spec §3, §5, §9): prompt, system message, temperature 0–2, tokens ≥ 1. */
export function AiForm({ data, onChange, variables, canEdit }: NodeFormProps<'ai'>) {
  const { t } = useTranslation();
  const fields: AiFields = {
    prompt: data.promptTemplate ?? data.prompt ?? '',
    systemMessage: data.systemMessage ?? '',
    temperature: data.temperature ?? AI_NODE_LIMITS.defaultTemperature,
    maxTokens: data.maxTokens ?? AI_NODE_LIMITS.defaultMaxTokens,
  };
  return (
    <>
      <PromptField
        value={fields.prompt}
        variables={variables}
        onChange={(promptTemplate) => onChange({ promptTemplate })}
      />
      <SystemMessageField
        value={fields.systemMessage}
        onChange={(systemMessage) => onChange({ systemMessage })}
      />
      <NumberField
        label={t('editor.inspector.ai.temperature')}
        value={fields.temperature}
        min={AI_NODE_LIMITS.minTemperature}
        max={AI_NODE_LIMITS.maxTemperature}
        step={AI_NODE_LIMITS.temperatureStep}
        slider
        help={t('editor.inspector.ai.temperatureHelp')}
        onChange={(temperature) => onChange({ temperature })}
      />
      <NumberField
        label={t('editor.inspector.ai.maxTokens')}
        value={fields.maxTokens}
        min={AI_NODE_LIMITS.minMaxTokens}
        max={4096}
        step={1}
        help={t('editor.inspector.ai.maxTokensHelp')}
        onChange={(maxTokens) => onChange({ maxTokens })}
      />
      <ResponseVariableField
        value={data.responseVariable ?? ''}
        onChange={(responseVariable) => onChange({ responseVariable })}
      />
      <AiTest fields={fields} canEdit={canEdit} />
    </>
  );
}

/** The AI Pro node's form (spec §5, §9): temperature 0.2–1 and 50–500 tokens, with their words. */
export function AiProForm({ data, onChange, variables, canEdit }: NodeFormProps<'aiNodePro'>) {
  const { t } = useTranslation();
  const fields: AiFields = {
    prompt: data.prompt ?? data.promptTemplate ?? '',
    systemMessage: data.systemMessage ?? '',
    temperature: data.temperature ?? AI_PRO_NODE_LIMITS.defaultTemperature,
    maxTokens: data.maxTokens ?? AI_PRO_NODE_LIMITS.defaultMaxTokens,
  };
  return (
    <>
      <PromptField value={fields.prompt} variables={variables} onChange={(prompt) => onChange({ prompt })} />
      <SystemMessageField
        value={fields.systemMessage}
        onChange={(systemMessage) => onChange({ systemMessage })}
      />
      <NumberField
        label={t('editor.inspector.ai.temperature')}
        value={fields.temperature}
        min={AI_PRO_NODE_LIMITS.minTemperature}
        max={AI_PRO_NODE_LIMITS.maxTemperature}
        step={0.1}
        slider
        describe={(value) => t(`editor.inspector.ai.temperatureWords.${temperatureWord(value)}`)}
        help={t('editor.inspector.ai.temperatureHelp')}
        onChange={(temperature) => onChange({ temperature })}
      />
      <NumberField
        label={t('editor.inspector.ai.length')}
        value={fields.maxTokens}
        min={AI_PRO_NODE_LIMITS.minMaxTokens}
        max={AI_PRO_NODE_LIMITS.maxMaxTokens}
        step={10}
        slider
        describe={(value) => t(`editor.inspector.ai.lengthWords.${lengthWord(value)}`)}
        help={t('editor.inspector.ai.maxTokensHelp')}
        onChange={(maxTokens) => onChange({ maxTokens })}
      />
      <ResponseVariableField
        value={data.responseVariable ?? ''}
        onChange={(responseVariable) => onChange({ responseVariable })}
      />
      <AiTest fields={fields} canEdit={canEdit} />
    </>
  );
}
