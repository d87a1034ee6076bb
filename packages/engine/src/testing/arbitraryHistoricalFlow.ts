import type { ReplyValidation } from '@plubot/flow';
import fc from 'fast-check';

/** What a node of a generated flow means, whichever shape it is stored in. */
export type HistoricalNodeMeaning =
  | {
      readonly id: string;
      readonly kind: 'message';
      /** What it says. */
      readonly says: string;
      /** The reply it waits for and where it stores it, if it waits. */
      readonly waits?: { readonly validation: ReplyValidation; readonly variable?: string };
    }
  | {
      readonly id: string;
      readonly kind: 'decision';
      readonly asks: string;
      /** Its buttons and whether each leads to the next node. */
      readonly buttons: readonly {
        readonly id: string;
        readonly label: string;
        readonly connected: boolean;
      }[];
      /** The button the visitor presses. */
      readonly pick: number;
    };

/** A stored flow in one of the shapes older editors wrote, and what each of its nodes means. */
export interface HistoricalFlow {
  readonly stored: Record<string, unknown>;
  readonly meanings: readonly HistoricalNodeMeaning[];
}

/** The names older editors and imports gave each reply check (`inputType`). */
const INPUT_TYPES: Readonly<Record<ReplyValidation, readonly string[]>> = {
  text: ['text', '', 'dni', 'Texto'],
  email: ['email', 'correo', 'Correo', ' EMAIL '],
  phone: ['phone', 'tel', 'teléfono', 'Telefono'],
  number: ['number', 'numero', 'Número'],
};
const VALIDATIONS = Object.keys(INPUT_TYPES) as ReplyValidation[];

type NodeShape = (
  id: string,
  index: number,
  version: 0 | 1 | 2,
) => fc.Arbitrary<{
  node: Record<string, unknown>;
  meaning: HistoricalNodeMeaning;
  /** Edges to the next node, by the handle each leaves from (undefined: no handle). */
  handles: (string | undefined)[];
}>;

const messageShape: NodeShape = (id, index, version) =>
  fc
    .record({
      // A flow stored at the current version holds only the current shapes.
      form:
        version === 2
          ? fc.constantFrom('current', 'captureTrue', 'silent')
          : fc.constantFrom('current', 'captureTrue', 'silent', 'legacyWaits', 'legacyQuiet', 'both'),
      validation: fc.constantFrom(...VALIDATIONS),
      named: fc.boolean(),
      inputType: fc.nat(),
      handle:
        version === 2
          ? fc.constant(undefined)
          : fc.constantFrom(undefined, 'undefined', 'default', '', 'output', 'null'),
    })
    .map(({ form, validation, named, inputType, handle }) => {
      const says = `Mensaje ${index}`;
      const variable = `dato_${index}`;
      const names = INPUT_TYPES[validation];
      const oldType = names[inputType % names.length]!;
      const waits = { validation, ...(named ? { variable } : {}) };
      const base = { id, type: 'message', position: { x: 0, y: index * 200 } };
      switch (form) {
        case 'current':
          return {
            node: {
              ...base,
              data: { message: says, capture: { validation, ...(named ? { variable } : {}) } },
            },
            meaning: { id, kind: 'message' as const, says, waits },
            handles: [handle],
          };
        case 'captureTrue':
          return {
            node: { ...base, data: { message: says, capture: true } },
            meaning: { id, kind: 'message' as const, says, waits: { validation: 'text' as const } },
            handles: [handle],
          };
        case 'silent':
          return {
            node: { ...base, data: { message: says } },
            meaning: { id, kind: 'message' as const, says },
            handles: [handle],
          };
        case 'legacyWaits':
          return {
            node: {
              ...base,
              data: {
                text: says,
                waitForResponse: true,
                inputType: oldType,
                ...(named ? { variable: ` ${variable} ` } : {}),
              },
            },
            meaning: { id, kind: 'message' as const, says, waits },
            handles: [handle],
          };
        case 'legacyQuiet':
          return {
            node: { ...base, data: { text: says, waitForResponse: false, variable, inputType: oldType } },
            meaning: { id, kind: 'message' as const, says },
            handles: [handle],
          };
        default:
          return {
            node: { ...base, data: { message: says, text: 'Texto antiguo' } },
            meaning: { id, kind: 'message' as const, says },
            handles: [handle],
          };
      }
    });

const decisionShape: NodeShape = (id, index, version) =>
  fc
    .record({
      oldQuestion: fc.boolean(),
      stringConditions: fc.boolean(),
      handleForms: fc.array(
        version === 2
          ? fc.constantFrom('output-id', 'none')
          : fc.constantFrom('output-id', 'id', 'output-index', 'none'),
        { minLength: 2, maxLength: 3 },
      ),
      pick: fc.nat(),
    })
    .map(({ oldQuestion, stringConditions, handleForms, pick }) => {
      const asks = `Pregunta ${index}`;
      const labels = handleForms.map((_, k) => `Opción ${index}.${k}`);
      // Plain-string conditions are what version 0 stored; they get the ids `{node}-cond-{k}`.
      const asStrings = version === 0 && stringConditions;
      const ids = labels.map((_, k) => (asStrings ? `${id}-cond-${k}` : `${id}-c${k}`));
      const conditions = asStrings ? labels : labels.map((text, k) => ({ id: ids[k], text }));
      const handles: (string | undefined)[] = [];
      const buttons = handleForms.map((form, k) => {
        const handle =
          form === 'output-id'
            ? `output-${ids[k]}`
            : form === 'id'
              ? ids[k]
              : form === 'output-index'
                ? `output-${k}`
                : undefined;
        if (handle !== undefined) handles.push(handle);
        return { id: ids[k]!, label: labels[k]!, connected: handle !== undefined };
      });
      const data = { [oldQuestion && version < 2 ? 'message' : 'question']: asks, conditions };
      return {
        node: { id, type: 'decision', position: { x: 0, y: index * 200 }, data },
        meaning: { id, kind: 'decision' as const, asks, buttons, pick: pick % buttons.length },
        handles,
      };
    });

/**
 * A chain Start → nodes → End stored as version 0, 1 or 2, each message and decision in one of the
 * shapes editors and imports wrote over time (old capture fields, `text` for `message`, `message`
 * for `question`, plain-string conditions, index, bare-id and placeholder handles), with what each
 * node means — what it says, whether it waits, what it stores, where each button goes.
 */
export function arbitraryHistoricalFlow(): fc.Arbitrary<HistoricalFlow> {
  return fc
    .record({
      version: fc.constantFrom(0 as const, 1 as const, 2 as const),
      kinds: fc.array(fc.constantFrom('message', 'decision'), { minLength: 1, maxLength: 6 }),
    })
    .chain(({ version, kinds }) =>
      fc
        .tuple(
          ...kinds.map((kind, index) =>
            (kind === 'message' ? messageShape : decisionShape)(`n${index}`, index + 1, version),
          ),
        )
        .map((parts) => {
          const nodes: Record<string, unknown>[] = [
            { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: { dynamicContent: 'Hola' } },
            ...parts.map((part) => part.node),
            { id: 'end', type: 'end', position: { x: 0, y: 9999 }, data: { endMessage: 'Fin' } },
          ];
          const edges: Record<string, unknown>[] = [{ id: 'e-start', source: 'start', target: 'n0' }];
          parts.forEach((part, index) => {
            const target = index + 1 < parts.length ? `n${index + 1}` : 'end';
            part.handles.forEach((handle, k) => {
              edges.push({
                id: `e-${index}-${k}`,
                source: `n${index}`,
                target,
                ...(handle === undefined ? {} : { sourceHandle: handle }),
              });
            });
          });
          const stored =
            version === 0
              ? { flow_name: 'Antiguo', nodes, edges }
              : { version, flowName: 'Flujo', nodes, edges };
          return { stored, meanings: parts.map((part) => part.meaning) };
        }),
    );
}
