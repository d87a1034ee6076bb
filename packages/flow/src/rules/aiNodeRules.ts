import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowIssue, FlowMessage } from '../messages/flowMessages';
import { err, ok, type Result } from '../result';

/** Ranges and defaults of the AI node (spec §5, §9). */
export const AI_NODE_LIMITS = {
  minTemperature: 0,
  maxTemperature: 2,
  temperatureStep: 0.1,
  minMaxTokens: 1,
  defaultTemperature: 0.7,
  defaultMaxTokens: 512,
} as const;

/** Ranges and defaults of the AI Pro node (spec §5, §9). */
export const AI_PRO_NODE_LIMITS = {
  minTemperature: 0.2,
  maxTemperature: 1,
  minMaxTokens: 50,
  maxMaxTokens: 500,
  defaultTemperature: 0.6,
  defaultMaxTokens: 200,
} as const;

/**
 * Checks an AI node's settings: temperature 0 to 2, maxTokens a whole number of at least 1.
 * Issues carry the field name as path.
 */
export function validateAiNodeSettings(settings: {
  temperature: number;
  maxTokens: number;
}): Result<void, FlowIssue[]> {
  const issues: FlowIssue[] = [];
  const { minTemperature: min, maxTemperature: max } = AI_NODE_LIMITS;
  if (!(settings.temperature >= min && settings.temperature <= max)) {
    issues.push({ ...createFlowMessage('ai.temperatureOutOfRange', { min, max }), path: 'temperature' });
  }
  if (!Number.isInteger(settings.maxTokens) || settings.maxTokens < AI_NODE_LIMITS.minMaxTokens) {
    const params = { min: AI_NODE_LIMITS.minMaxTokens };
    issues.push({ ...createFlowMessage('ai.maxTokensTooSmall', params), path: 'maxTokens' });
  }
  return issues.length === 0 ? ok(undefined) : err(issues);
}

/** Brings a temperature into 0–2 on the 0.1 grid of the AI node's slider. */
export function clampAiTemperature(value: number): number {
  if (!Number.isFinite(value)) return AI_NODE_LIMITS.defaultTemperature;
  const clamped = Math.min(AI_NODE_LIMITS.maxTemperature, Math.max(AI_NODE_LIMITS.minTemperature, value));
  return Math.round(clamped * 10) / 10;
}

/** An AI node can run a test only when its prompt or its system message has text. */
export function checkAiNodeRunnable(data: {
  promptTemplate?: string | null;
  systemMessage?: string | null;
}): Result<void, FlowMessage> {
  const empty = !data.promptTemplate?.trim() && !data.systemMessage?.trim();
  return empty ? err(createFlowMessage('ai.emptyPrompt')) : ok(undefined);
}

/**
 * Checks an AI Pro node's settings: a label of at least one character, temperature 0.2 to 1,
 * maxTokens 50 to 500.
 */
export function validateAiProNode(settings: {
  label: string;
  temperature: number;
  maxTokens: number;
}): Result<void, FlowIssue[]> {
  const issues: FlowIssue[] = [];
  const limits = AI_PRO_NODE_LIMITS;
  if (settings.label.length < 1) issues.push({ ...createFlowMessage('aiPro.labelEmpty'), path: 'label' });
  if (!(settings.temperature >= limits.minTemperature && settings.temperature <= limits.maxTemperature)) {
    const params = { min: limits.minTemperature, max: limits.maxTemperature };
    issues.push({ ...createFlowMessage('ai.temperatureOutOfRange', params), path: 'temperature' });
  }
  const { maxTokens } = settings;
  if (!Number.isInteger(maxTokens) || maxTokens < limits.minMaxTokens || maxTokens > limits.maxMaxTokens) {
    const params = { min: limits.minMaxTokens, max: limits.maxMaxTokens };
    issues.push({ ...createFlowMessage('ai.maxTokensOutOfRange', params), path: 'maxTokens' });
  }
  return issues.length === 0 ? ok(undefined) : err(issues);
}

/** The AI Pro creativity label: 'Racional' up to 0.4, 'Equilibrado' up to 0.8, 'Creativo' above. */
export function getAiProTemperatureLabel(temperature: number): FlowMessage {
  if (temperature <= 0.4) return createFlowMessage('aiPro.temperature.rational');
  if (temperature <= 0.8) return createFlowMessage('aiPro.temperature.balanced');
  return createFlowMessage('aiPro.temperature.creative');
}

/** The AI Pro reply-length label: 'Breve' up to 150 tokens, 'Medio' up to 400, 'Largo' above. */
export function getAiProLengthLabel(maxTokens: number): FlowMessage {
  if (maxTokens <= 150) return createFlowMessage('aiPro.length.short');
  if (maxTokens <= 400) return createFlowMessage('aiPro.length.medium');
  return createFlowMessage('aiPro.length.long');
}
