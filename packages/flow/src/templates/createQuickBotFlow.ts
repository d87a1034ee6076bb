import { getConditionColor } from '../catalogue/conditionColors';
import { INITIAL_START_NODE_ID } from '../catalogue/createInitialFlow';
import { createNode } from '../catalogue/createNode';
import { createEdge } from '../connections/createEdge';
import { applyDecisionConditions } from '../editing/applyDecisionConditions';
import type { FlowEdge } from '../model/edgeSchema';
import { DEFAULT_FLOW_NAME, DEFAULT_VIEWPORT, type Flow } from '../model/flowSchema';
import { FLOW_VERSION } from '../model/flowVersion';
import type { DecisionCondition } from '../model/nodeDataSchemas';
import type { FlowNode } from '../model/nodeSchema';
import { PLAN_LIMITS } from '../rules/planLimits';

/** The free plan's menu holds at most 3 buttons (spec app.md §1 Plans, §9). */
export const QUICK_BOT_MAX_BUTTONS = PLAN_LIMITS.free.menuButtons;

/** The longest welcome a start node may show (spec flow-editor.md §5: dynamic content ≤ 200). */
export const QUICK_BOT_WELCOME_MAX_LENGTH = 200;

/** One menu button of the quick creator and what the bot answers when it is pressed. */
export interface QuickBotMenuItem {
  readonly label: string;
  readonly answer: string;
}

/** What the visitor is asked before the menu. */
export interface QuickBotCollect {
  readonly name: boolean;
  readonly email: boolean;
  readonly reason: boolean;
}

/** The answers of the quick "Plubot Despierto" creator (`/personalization`). */
export interface QuickBotAnswers {
  /** The bot's name; it names the flow. */
  readonly name: string;
  /** What the bot says first (the start node's content and the bot's initial message). */
  readonly welcomeMessage: string;
  /** The question the menu's buttons answer; a default is used when empty. */
  readonly menuQuestion?: string;
  /** Up to {@link QUICK_BOT_MAX_BUTTONS} buttons; blank ones are ignored, extra ones dropped. */
  readonly menu: readonly QuickBotMenuItem[];
  readonly collect: QuickBotCollect;
  /** What the bot says last; a default is used when empty. */
  readonly farewellMessage?: string;
}

/** The variables the collected answers are stored in, and so the lead's field names. */
export const QUICK_BOT_VARIABLES = {
  name: 'nombre',
  email: 'email',
  reason: 'motivo',
  menuChoice: 'opcion',
} as const;

/** The Spanish texts the generated bot says when the creator leaves them to us. */
export const QUICK_BOT_TEXTS = {
  askName: '¿Cómo te llamas?',
  askEmail: '¿Cuál es tu correo electrónico?',
  askEmailNamed: 'Gracias, {{nombre}}. ¿Cuál es tu correo electrónico?',
  emailRetry: 'Ese correo no parece válido. Escríbelo de nuevo, por ejemplo: nombre@correo.com',
  askReason: '¿Cuál es el motivo de tu consulta?',
  menuQuestion: '¿En qué puedo ayudarte?',
  farewell: '¡Gracias por escribirnos! Que tengas un gran día.',
  saveLead: 'Guardar contacto',
} as const;

/** Where generated nodes go: one column, a row per step, menu branches side by side. */
const LAYOUT = { x: 250, startY: 50, rowHeight: 170, branchRowHeight: 200 } as const;

/** Ids of the generated nodes, stable so a regenerated flow keeps the same shape. */
const IDS = {
  start: INITIAL_START_NODE_ID,
  askName: 'message-ask-name',
  askEmail: 'message-ask-email',
  askReason: 'message-ask-reason',
  menu: 'decision-menu',
  answer: (index: number) => `message-answer-${index}`,
  saveLead: 'action-save-lead',
  farewell: 'message-farewell',
  end: 'end-1',
} as const;

/**
 * The flow of a bot made with the quick creator: start (the welcome) → the chosen questions (name,
 * e-mail with validation, reason) → the menu as a decision whose buttons lead through their option
 * nodes to their answers → a `saveData` action storing the lead when anything is collected → end
 * (the farewell). The flow passes the editor's save rule and the server's save schema, opens in the
 * editor without repairs and runs in `@plubot/engine`. The answers themselves are kept in the start
 * node's `data.metadata.quickBot`, so the quick creator can reopen them.
 *
 * Pure and deterministic: the same answers always give the same flow.
 *
 * @example
 * createQuickBotFlow({
 *   name: 'Luna', welcomeMessage: '¡Hola! Soy Luna.',
 *   menu: [{ label: 'Precios', answer: 'Desde 10 USD al mes.' }],
 *   collect: { name: true, email: true, reason: false },
 * }).nodes.map((node) => node.type)
 * // ['start', 'message', 'message', 'decision', 'option', 'message', 'action', 'end']
 */
export function createQuickBotFlow(answers: QuickBotAnswers): Flow {
  const menu = answers.menu
    .map((item) => ({ label: item.label.trim(), answer: item.answer.trim() }))
    .filter((item) => item.label !== '')
    .slice(0, QUICK_BOT_MAX_BUTTONS);
  const { collect } = answers;
  const collectsAnything = collect.name || collect.email || collect.reason;
  const name = answers.name.trim();
  const welcome = (answers.welcomeMessage.trim() || `¡Hola! Soy ${name}. ¿En qué puedo ayudarte?`).slice(
    0,
    QUICK_BOT_WELCOME_MAX_LENGTH,
  );
  const farewell = answers.farewellMessage?.trim() || QUICK_BOT_TEXTS.farewell;

  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  let y = LAYOUT.startY;
  const place = (x = LAYOUT.x) => ({ x, y });
  const link = (source: string, target: string, sourceHandle?: string) => {
    edges.push(createEdge({ source, target, sourceHandle }, { nodes, edges }, { now: 0 }));
  };

  nodes.push(
    createNode('start', {
      id: IDS.start,
      position: place(),
      data: {
        label: 'Inicio',
        dynamicContent: welcome,
        startMessage: welcome,
        metadata: { quickBot: { ...answers, menu } },
      },
    }),
  );
  /** The nodes the next step is linked from (several after the menu's branches). */
  let tails: string[] = [IDS.start];
  const append = (node: FlowNode) => {
    nodes.push(node);
    for (const tail of tails) link(tail, node.id);
    tails = [node.id];
  };
  const nextRow = (height: number = LAYOUT.rowHeight) => {
    y += height;
  };

  if (collect.name) {
    nextRow();
    append(
      createNode('message', {
        id: IDS.askName,
        position: place(),
        data: {
          label: 'Nombre',
          message: QUICK_BOT_TEXTS.askName,
          capture: { variable: QUICK_BOT_VARIABLES.name, validation: 'text' },
        },
      }),
    );
  }
  if (collect.email) {
    nextRow();
    append(
      createNode('message', {
        id: IDS.askEmail,
        position: place(),
        data: {
          label: 'Correo electrónico',
          message: collect.name ? QUICK_BOT_TEXTS.askEmailNamed : QUICK_BOT_TEXTS.askEmail,
          capture: {
            variable: QUICK_BOT_VARIABLES.email,
            validation: 'email',
            retryMessage: QUICK_BOT_TEXTS.emailRetry,
          },
        },
      }),
    );
  }
  if (collect.reason) {
    nextRow();
    append(
      createNode('message', {
        id: IDS.askReason,
        position: place(),
        data: {
          label: 'Motivo',
          message: QUICK_BOT_TEXTS.askReason,
          capture: { variable: QUICK_BOT_VARIABLES.reason, validation: 'text' },
        },
      }),
    );
  }

  if (menu.length > 0) {
    nextRow();
    appendMenu();
  }
  if (collectsAnything) {
    nextRow(tails.length > 1 ? LAYOUT.branchRowHeight : LAYOUT.rowHeight);
    append(
      createNode('action', {
        id: IDS.saveLead,
        position: place(),
        data: {
          label: QUICK_BOT_TEXTS.saveLead,
          description: 'Guarda los datos del visitante como contacto',
          actionType: 'saveData',
          parameters: { fields: collectedFields(collect, menu.length > 0) },
        },
      }),
    );
  }
  // A start node may not lead straight to an end node (spec flow-editor.md §5), so a bot with
  // nothing to ask says its farewell in a message of its own.
  const bare = tails.length === 1 && tails[0] === IDS.start;
  if (bare) {
    nextRow();
    append(
      createNode('message', {
        id: IDS.farewell,
        position: place(),
        data: { label: 'Despedida', message: farewell },
      }),
    );
  }
  nextRow(tails.length > 1 ? LAYOUT.branchRowHeight : LAYOUT.rowHeight);
  append(
    createNode('end', {
      id: IDS.end,
      position: place(),
      data: { label: 'Fin', endMessage: bare ? '' : farewell, dynamicContent: '' },
    }),
  );

  return {
    version: FLOW_VERSION,
    flowName: name || DEFAULT_FLOW_NAME,
    nodes,
    edges,
    viewport: { ...DEFAULT_VIEWPORT },
  };

  function appendMenu() {
    const conditions: DecisionCondition[] = menu.map((item, index) => ({
      id: `${IDS.menu}-cond-${index}`,
      text: item.label,
      color: getConditionColor(index),
    }));
    append(
      createNode('decision', {
        id: IDS.menu,
        position: place(),
        data: {
          label: 'Menú',
          question: answers.menuQuestion?.trim() || QUICK_BOT_TEXTS.menuQuestion,
          variable: QUICK_BOT_VARIABLES.menuChoice,
        },
      }),
    );
    let optionCount = 0;
    const withOptions = applyDecisionConditions({ nodes, edges }, IDS.menu, conditions, {
      createId: () => `option-menu-${optionCount++}`,
    });
    // The conditions are built within the limits, so this cannot fail; keep the flow valid anyway.
    if (!withOptions.ok) return;
    nodes.splice(0, nodes.length, ...withOptions.value.nodes);
    edges.splice(0, edges.length, ...withOptions.value.edges);

    const optionIds = conditions.map(
      (condition) =>
        nodes.find((node) => node.type === 'option' && node.data.conditionId === condition.id)?.id ?? '',
    );
    const optionY = y + 200;
    y = optionY + LAYOUT.rowHeight;
    tails = menu.map((item, index) => {
      const option = nodes.find((node) => node.id === optionIds[index]);
      const answer = createNode('message', {
        id: IDS.answer(index),
        position: { x: option?.position.x ?? LAYOUT.x, y },
        data: { label: item.label, message: item.answer || item.label },
      });
      nodes.push(answer);
      link(optionIds[index] ?? '', answer.id);
      return answer.id;
    });
  }
}

function collectedFields(collect: QuickBotCollect, hasMenu: boolean): string[] {
  const fields: string[] = [];
  if (collect.name) fields.push(QUICK_BOT_VARIABLES.name);
  if (collect.email) fields.push(QUICK_BOT_VARIABLES.email);
  if (collect.reason) fields.push(QUICK_BOT_VARIABLES.reason);
  if (hasMenu) fields.push(QUICK_BOT_VARIABLES.menuChoice);
  return fields;
}
