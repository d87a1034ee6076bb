import { DEFAULT_AI_RESPONSE_VARIABLE } from '@plubot/engine';
import { AI_NODE_LIMITS, AI_PRO_NODE_LIMITS } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Switch } from '../../../../../components/Switch';
import { useEditorStore } from '../../../stores/EditorStoreContext';
import { selectPlubotId } from '../../../stores/editorSelectors';
import { NumberField, TextField } from '../inspectorFields';
import { AiTest, type AiTestRequest } from './AiTest';
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

/** The test's request: the fields with each `{{variable}}` shown as `[variable]`. */
function toTestRequest(fields: AiFields): AiTestRequest {
  return {
    ...fields,
    prompt: previewPrompt(fields.prompt),
    systemMessage: previewPrompt(fields.systemMessage),
  };
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

/**
 * «Usar el conocimiento del bot» (both AI nodes, issue #30; off unless stored on): the AI gets what
 * the bot's knowledge holds about the visitor's latest reply. With a link to the bot's knowledge
 * page in a new tab, as the knowledge node's form has.
 */
function UseKnowledgeField({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  const plubotId = useEditorStore(selectPlubotId);
  return (
    <>
      <Switch className="inspector__switch" checked={checked} onChange={onChange}>
        <span>{t('editor.inspector.ai.useKnowledge')}</span>
      </Switch>
      <p className="inspector__note">
        {t('editor.inspector.ai.useKnowledgeHelp')}
        {plubotId && (
          <>
            {' '}
            <Link to={`/plubot/${encodeURIComponent(plubotId)}/knowledge`} target="_blank" rel="noopener">
              {t('editor.inspector.ai.manageKnowledge')}
            </Link>
          </>
        )}
      </p>
    </>
  );
}

/** The AI node's form (spec §3, §5, §9): prompt, system message, temperature 0–2, tokens ≥ 1. */
export function AiForm({ data, onChange, variables, canEdit }: NodeFormProps<'ai'>) {
  const { t } = useTranslation();
  const fields: AiFields = {
    prompt: data.promptTemplate ?? '',
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
      <UseKnowledgeField
        checked={data.useKnowledge === true}
        onChange={(useKnowledge) => onChange({ useKnowledge })}
      />
      <AiTest request={toTestRequest(fields)} saved={data} onChange={onChange} canEdit={canEdit} />
    </>
  );
}

/** The AI Pro node's form (spec §5, §9): temperature 0.2–1 and 50–500 tokens, with their words. */
export function AiProForm({ data, onChange, variables, canEdit }: NodeFormProps<'aiNodePro'>) {
  const { t } = useTranslation();
  const fields: AiFields = {
    prompt: data.prompt ?? '',
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
      <UseKnowledgeField
        checked={data.useKnowledge === true}
        onChange={(useKnowledge) => onChange({ useKnowledge })}
      />
      <AiTest request={toTestRequest(fields)} saved={data} onChange={onChange} canEdit={canEdit} />
    </>
  );
}
