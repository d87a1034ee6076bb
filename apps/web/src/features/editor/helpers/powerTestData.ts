import type { PowerTestBody, PowerTestResponse } from '@plubot/contracts';
import { interpolate } from '@plubot/engine';
import {
  formatMoney,
  isPaymentCurrency,
  listVariableNames,
  type PowerActionDefinition,
  type PowerActionRun,
} from '@plubot/flow';
import type { TFunction } from 'i18next';
import { getPowerOutputLabel } from '../../powers';

/** A power node's map of texts with `{{variables}}` (`inputs`, `fields`). */
type TextMap = Readonly<Record<string, string>> | undefined;

const HTTPS = /^https:\/\/[^\s]+$/i;

/**
 * The variables a power node's test needs a value for: those its action's inputs use (in the
 * action's order), then those its free fields use, each once, in order of first appearance.
 * @example listTestVariables(createCard, { cardName: 'Pedido de {{nombre}}' }, {}) // ['nombre']
 */
export function listTestVariables(
  definition: PowerActionDefinition,
  inputs: TextMap,
  fields: TextMap,
): string[] {
  const texts = [
    ...definition.inputs.map((input) => inputs?.[input.key] ?? ''),
    ...(definition.fields ? Object.values(fields ?? {}) : []),
  ];
  return [...new Set(texts.flatMap((text) => listVariableNames(text)))];
}

/**
 * A node's texts as a conversation would send them (the engine's `renderMap`), each `{{variable}}`
 * filled in with the owner's test value ('' when none was typed): names trimmed, blank names left
 * out, values trimmed.
 * @example fillTestValues({ cardName: ' Pedido de {{nombre}} ' }, { nombre: 'Ana' }) // { cardName: 'Pedido de Ana' }
 */
export function fillTestValues(
  map: TextMap,
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [name, text] of Object.entries(map ?? {})) {
    if (typeof text !== 'string' || name.trim() === '') continue;
    filled[name.trim()] = interpolate(text, values).trim();
  }
  return filled;
}

/**
 * The body of 'Probar' (`POST /api/plubots/:id/power-test`): the node's action with its inputs and
 * fields filled in with the test values, and its inputs as written (`templates`: a charge's amount
 * from a variable must be within the owner's bounds).
 */
export function buildPowerTestBody(
  node: { powerId: string; connectionId: string; action: string; inputs: TextMap; fields: TextMap },
  values: Readonly<Record<string, string>>,
  language: string,
): PowerTestBody {
  const templates: Record<string, string> = {};
  for (const [name, text] of Object.entries(node.inputs ?? {})) {
    if (typeof text === 'string' && name.trim() !== '') templates[name.trim()] = text;
  }
  return {
    powerId: node.powerId,
    connectionId: node.connectionId,
    action: node.action,
    inputs: fillTestValues(node.inputs, values),
    fields: fillTestValues(node.fields, values),
    templates,
    language: language.startsWith('en') ? 'en' : 'es',
  };
}

/** The label of a variable's test value: «Valor de prueba de {{email}}». */
export function getTestVariableLabel(t: TFunction, variable: string): string {
  return t('editor.inspector.powerTest.variableValue', { variable: `{{${variable}}}` });
}

/** The services whose 'after' test says in its own words what it does for real (an e-mail, an event). */
const AFTER_WORDS = new Set(['gmail', 'google-analytics', 'mixpanel']);

/**
 * The words of the 'Probar' button: for an action that runs after the reply, what it will do for
 * real — «Probar (crea un dato real en Trello)», «Probar (envía un correo real desde tu Gmail)».
 */
export function getTestButtonLabel(
  t: TFunction,
  runs: PowerActionRun,
  service: string,
  serviceName: string,
): string {
  if (runs !== 'after') return t('editor.inspector.powerTest.test');
  if (AFTER_WORDS.has(service)) {
    return t(`editor.inspector.powerTest.testAfterBy.${service}` as 'editor.inspector.powerTest.testAfter', {
      service: serviceName,
    });
  }
  return t('editor.inspector.powerTest.testAfter', { service: serviceName });
}

/** One line of a found result: an output's label and its value as text. */
export interface PowerTestOutputLine {
  name: string;
  label: string;
  value: string;
}

/** A card the bot would show with what was found: its link only when https. */
export interface PowerTestCardLine {
  title: string;
  subtitle: string | null;
  url: string | null;
  linkLabel: string;
}

/** What the form shows of a test's answer. */
export type PowerTestView =
  | {
      tone: 'ok';
      kind: 'found';
      title: string;
      outputs: PowerTestOutputLine[];
      cards: PowerTestCardLine[];
    }
  | { tone: 'ok'; kind: 'options'; title: string; options: { id: string; label: string }[] }
  | { tone: 'ok'; kind: 'link'; title: string; url: string | null; amount: string | null }
  | { tone: 'ok'; kind: 'done'; title: string }
  | { tone: 'error'; kind: 'error'; title: string };

/** An output's value as the owner reads it: yes/no, '(vacío)' for nothing. */
function formatOutput(t: TFunction, value: string | number | boolean | null): string {
  if (value === null || value === '') return t('editor.inspector.powerTest.empty');
  if (typeof value === 'boolean')
    return t(value ? 'editor.inspector.powerTest.yes' : 'editor.inspector.powerTest.no');
  return String(value);
}

/**
 * What a test's answer says, plainly: a lookup's outputs (named as the form names them) and the
 * cards it would show, the options a calendar would offer with their time zone, the link made (only
 * an https one may be opened) with the amount it charges, the action done, or the failure in the
 * service's words.
 * @example describePowerTestResult(t, { ok: true, kind: 'done' }, 'Trello').title // 'Hecho: …'
 */
export function describePowerTestResult(
  t: TFunction,
  result: PowerTestResponse,
  serviceName: string,
  language: string,
): PowerTestView {
  if (!result.ok)
    return {
      tone: 'error',
      kind: 'error',
      title: t('editor.inspector.powerTest.failed', { error: result.error }),
    };
  if (result.kind === 'found') {
    return {
      tone: 'ok',
      kind: 'found',
      title: t(result.found ? 'editor.inspector.powerTest.found' : 'editor.inspector.powerTest.notFound'),
      outputs: Object.entries(result.outputs).map(([name, value]) => ({
        name,
        label: getPowerOutputLabel(t, name),
        value: formatOutput(t, value),
      })),
      cards: (result.cards ?? []).map((card) => ({
        title: card.title.trim() || card.url,
        subtitle: card.subtitle?.trim() || null,
        url: HTTPS.test(card.url) ? card.url : null,
        linkLabel: card.linkLabel,
      })),
    };
  }
  if (result.kind === 'options') {
    const options = result.options.map(({ id, label }) => ({ id, label }));
    const title =
      options.length === 0
        ? t('editor.inspector.powerTest.noOptions')
        : result.note
          ? t('editor.inspector.powerTest.optionsIn', { note: result.note })
          : t('editor.inspector.powerTest.options');
    return { tone: 'ok', kind: 'options', title, options };
  }
  if (result.kind === 'link') {
    const amount =
      result.amount && isPaymentCurrency(result.amount.currency)
        ? formatMoney(result.amount.minor, result.amount.currency, language)
        : null;
    return {
      tone: 'ok',
      kind: 'link',
      title: HTTPS.test(result.url)
        ? t('editor.inspector.powerTest.linkReady')
        : t('editor.inspector.powerTest.linkNotHttps', { url: result.url }),
      url: HTTPS.test(result.url) ? result.url : null,
      amount,
    };
  }
  return { tone: 'ok', kind: 'done', title: t('editor.inspector.powerTest.done', { service: serviceName }) };
}
