import {
  type ConversationState,
  compileFlow,
  continueConversation,
  type EngineEffects,
  startConversation,
  type TurnResult,
  type VariableValue,
} from '@plubot/engine';
import { describe, expect, it } from 'vitest';
import { checkFlowSavable } from '../analysis/checkFlowSavable';
import { validateFlow } from '../analysis/validateFlow';
import { isAllowedTargetType } from '../connections/allowedTargets';
import { cleanupFlow, hasCleanupRepairs } from '../load/cleanupFlow';
import { flowSaveSchema } from '../model/flowSaveSchema';
import { flowSchema } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import {
  createQuickBotFlow,
  QUICK_BOT_TEXTS,
  type QuickBotAnswers,
  type QuickBotCollect,
} from './createQuickBotFlow';

const MENU = [
  { label: 'Precios', answer: 'Nuestros planes empiezan en 10 USD al mes.' },
  { label: 'Horarios', answer: 'Atendemos de lunes a viernes, de 9 a 18 h.' },
  { label: 'Soporte', answer: 'Escríbenos a soporte@luna.test y te ayudamos.' },
];
const ALL: QuickBotCollect = { name: true, email: true, reason: true };
const NONE: QuickBotCollect = { name: false, email: false, reason: false };

function answers(overrides: Partial<QuickBotAnswers> = {}): QuickBotAnswers {
  return {
    name: 'Luna',
    welcomeMessage: '¡Hola! Soy Luna, la asistente de la tienda.',
    menu: MENU,
    collect: ALL,
    ...overrides,
  };
}

const byId = (nodes: FlowNode[], id: string) => nodes.find((node) => node.id === id);
const texts = (turn: TurnResult) => turn.messages.map((message) => message.text);
/** The stored state goes through JSON between turns, as on the server. */
const stored = (turn: TurnResult): ConversationState => JSON.parse(JSON.stringify(turn.state));

describe('createQuickBotFlow', () => {
  it('chains start → questions → menu → options → answers → saveData → end', () => {
    const flow = createQuickBotFlow(answers());
    const types = flow.nodes.map((node) => node.type);
    expect(types.filter((type) => type === 'start')).toHaveLength(1);
    expect(types.filter((type) => type === 'option')).toHaveLength(3);
    expect(types.filter((type) => type === 'end')).toHaveLength(1);

    const next = (id: string) => flow.edges.filter((edge) => edge.source === id).map((edge) => edge.target);
    expect(next('start-1')).toEqual(['message-ask-name']);
    expect(next('message-ask-name')).toEqual(['message-ask-email']);
    expect(next('message-ask-email')).toEqual(['message-ask-reason']);
    expect(next('message-ask-reason')).toEqual(['decision-menu']);
    expect(next('decision-menu')).toHaveLength(3);
    for (const [index, optionId] of next('decision-menu').entries()) {
      expect(byId(flow.nodes, optionId)?.type).toBe('option');
      expect(next(optionId)).toEqual([`message-answer-${index}`]);
      expect(next(`message-answer-${index}`)).toEqual(['action-save-lead']);
    }
    expect(next('action-save-lead')).toEqual(['end-1']);
  });

  it('routes each menu button through its output-{conditionId} handle to its own option', () => {
    const flow = createQuickBotFlow(answers());
    const decision = byId(flow.nodes, 'decision-menu');
    expect(decision?.type).toBe('decision');
    const conditions = decision?.type === 'decision' ? (decision.data.conditions ?? []) : [];
    expect(conditions.map((condition) => condition.text)).toEqual(['Precios', 'Horarios', 'Soporte']);
    for (const condition of conditions) {
      const edge = flow.edges.find(
        (candidate) =>
          candidate.source === 'decision-menu' && candidate.sourceHandle === `output-${condition.id}`,
      );
      const option = edge ? byId(flow.nodes, edge.target) : undefined;
      expect(option).toMatchObject({
        type: 'option',
        data: { conditionId: condition.id, text: condition.text },
      });
    }
  });

  it('asks the e-mail with e-mail validation and a retry message, and greets with the welcome', () => {
    const flow = createQuickBotFlow(answers());
    expect(byId(flow.nodes, 'start-1')?.data).toMatchObject({
      dynamicContent: '¡Hola! Soy Luna, la asistente de la tienda.',
    });
    expect(byId(flow.nodes, 'message-ask-email')?.data).toMatchObject({
      capture: { variable: 'email', validation: 'email', retryMessage: QUICK_BOT_TEXTS.emailRetry },
    });
  });

  it('passes the save rule, the server schema and validation, and opens without repairs', () => {
    for (const collect of [ALL, NONE, { name: false, email: true, reason: false }]) {
      for (const menu of [MENU, MENU.slice(0, 2), []]) {
        const flow = createQuickBotFlow(answers({ collect, menu }));
        expect(flowSchema.safeParse(flow).success).toBe(true);
        expect(flowSaveSchema.safeParse(flow).success).toBe(true);
        expect(checkFlowSavable(flow).ok).toBe(true);
        const validation = validateFlow(flow);
        expect(validation.issues).toEqual([]);
        expect(validation.warnings).toEqual([]);
        expect(validation.suggestions).toEqual([]);
        expect(hasCleanupRepairs(cleanupFlow(flow).report)).toBe(false);
        const typeOf = (id: string) => byId(flow.nodes, id)?.type;
        for (const edge of flow.edges) {
          const [source, target] = [typeOf(edge.source), typeOf(edge.target)];
          expect(source && target && isAllowedTargetType(source, target)).toBe(true);
        }
      }
    }
  });

  it('stores a lead only when something is collected, with exactly the collected fields', () => {
    const withEmail = createQuickBotFlow(answers({ collect: { name: false, email: true, reason: false } }));
    expect(byId(withEmail.nodes, 'action-save-lead')?.data).toMatchObject({
      actionType: 'saveData',
      parameters: { fields: ['email', 'opcion'] },
    });
    const nothing = createQuickBotFlow(answers({ collect: NONE }));
    expect(nothing.nodes.some((node) => node.type === 'action')).toBe(false);
  });

  it('keeps at most 3 buttons and ignores blank ones', () => {
    const flow = createQuickBotFlow(
      answers({
        menu: [{ label: '  ', answer: 'x' }, ...MENU, { label: 'Cuarto', answer: 'no cabe' }],
      }),
    );
    const options = flow.nodes.filter((node) => node.type === 'option');
    expect(options.map((node) => node.data.text)).toEqual(['Precios', 'Horarios', 'Soporte']);
  });

  it('says the farewell in a message when there is nothing to ask (start may not lead to end)', () => {
    const flow = createQuickBotFlow(answers({ menu: [], collect: NONE, farewellMessage: 'Hasta pronto.' }));
    expect(flow.nodes.map((node) => node.type)).toEqual(['start', 'message', 'end']);
    expect(byId(flow.nodes, 'message-farewell')?.data).toMatchObject({ message: 'Hasta pronto.' });
  });

  it('keeps the answers in the start node so the creator can reopen them', () => {
    const flow = createQuickBotFlow(answers({ menuQuestion: '¿Qué necesitas?' }));
    expect(byId(flow.nodes, 'start-1')?.data.metadata).toEqual({
      quickBot: { ...answers({ menuQuestion: '¿Qué necesitas?' }), menu: MENU },
    });
  });

  it('is deterministic', () => {
    expect(createQuickBotFlow(answers())).toEqual(createQuickBotFlow(answers()));
  });
});

describe('a quick bot talking through @plubot/engine', () => {
  it('asks name and e-mail, retries an invalid e-mail, answers the menu and saves the lead', async () => {
    const flow = compileFlow({
      ...createQuickBotFlow(answers({ collect: { ...ALL, reason: false } })),
      revision: 1,
    });
    const leads: Record<string, VariableValue>[] = [];
    const effects: EngineEffects = {
      saveLead: async (lead) => {
        leads.push(lead);
        return { ok: true };
      },
    };
    const bot = { name: 'Luna', initialMessage: '¡Hola! Soy Luna, la asistente de la tienda.' };

    const first = await startConversation(flow, bot, { flowRevision: 1, channel: 'web' }, effects);
    expect(texts(first)).toEqual(['¡Hola! Soy Luna, la asistente de la tienda.', '¿Cómo te llamas?']);
    expect(first.input).toMatchObject({ kind: 'text', variable: 'nombre' });

    const second = await continueConversation(flow, stored(first), { text: 'Ana' }, effects);
    expect(texts(second)).toEqual(['Gracias, Ana. ¿Cuál es tu correo electrónico?']);
    expect(second.input).toMatchObject({ kind: 'text', validation: 'email' });

    const retry = await continueConversation(flow, stored(second), { text: 'ana-at-correo' }, effects);
    expect(texts(retry)).toEqual([QUICK_BOT_TEXTS.emailRetry]);
    expect(retry.input).toMatchObject({ kind: 'text', validation: 'email' });

    const menu = await continueConversation(flow, stored(retry), { text: 'ana@correo.test' }, effects);
    expect(texts(menu)).toEqual([QUICK_BOT_TEXTS.menuQuestion]);
    expect(menu.input.kind).toBe('choice');
    const buttons = menu.input.kind === 'choice' ? menu.input.options : [];
    expect(buttons.map((button) => button.label)).toEqual(['Precios', 'Horarios', 'Soporte']);
    expect(leads).toEqual([]);

    const chosen = buttons[1]!;
    const last = await continueConversation(flow, stored(menu), { optionId: chosen.id }, effects);
    expect(texts(last)).toEqual(['Atendemos de lunes a viernes, de 9 a 18 h.', QUICK_BOT_TEXTS.farewell]);
    expect(last.ended).toBe(true);
    expect(leads).toEqual([{ nombre: 'Ana', email: 'ana@correo.test', opcion: 'Horarios' }]);
  });

  it('with nothing to collect, greets, offers the menu and answers, saving nothing', async () => {
    const flow = compileFlow({ ...createQuickBotFlow(answers({ collect: NONE })), revision: 1 });
    const leads: unknown[] = [];
    const effects: EngineEffects = {
      saveLead: async (lead) => {
        leads.push(lead);
        return { ok: true };
      },
    };
    const first = await startConversation(flow, { name: 'Luna' }, { flowRevision: 1 }, effects);
    expect(texts(first)).toEqual([
      '¡Hola! Soy Luna, la asistente de la tienda.',
      QUICK_BOT_TEXTS.menuQuestion,
    ]);
    const last = await continueConversation(flow, stored(first), { text: 'precios' }, effects);
    expect(texts(last)).toEqual(['Nuestros planes empiezan en 10 USD al mes.', QUICK_BOT_TEXTS.farewell]);
    expect(last.ended).toBe(true);
    expect(leads).toEqual([]);
  });
});
