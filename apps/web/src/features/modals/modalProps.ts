import { z } from 'zod';

/**
 * The props each global modal takes. Opening a modal from the app is a typed call
 * (`openModal('embed', { plubotId, plubotName })`); the same schemas check what other parts of the
 * page send through the `plubot-open-modal` window event (spec app.md §2 Modals), which is untrusted.
 */
export const MODAL_PROPS_SCHEMAS = {
  embed: z.object({
    plubotId: z.string().optional(),
    plubotName: z.string().optional(),
    /** The tab the share panel opens on. */
    initialTab: z.enum(['link', 'embed', 'customize', 'qr', 'whatsapp', 'channels', 'export']).optional(),
  }),
  simulation: z.object({
    nodes: z.array(z.unknown()).optional(),
    edges: z.array(z.unknown()).optional(),
    flowName: z.string().optional(),
    plubotId: z.string().optional(),
    plubotName: z.string().optional(),
    /** The bot's greeting when the opener has it (else it is loaded for `plubotId`). */
    initialMessage: z.string().optional(),
    /** Whether the flow run has changes not saved yet; the subtitle says "sin guardar" only then. */
    hasChanges: z.boolean().optional(),
    /** Called with the node behind each bot message (null when the simulation closes). */
    onNodeActive: z
      .custom<(nodeId: string | null) => void>((value) => typeof value === 'function')
      .optional(),
  }),
};

/** The name of a global modal. */
export type ModalName = keyof typeof MODAL_PROPS_SCHEMAS;

/** The props of modal `N`. */
export type ModalPropsOf<N extends ModalName> = z.infer<(typeof MODAL_PROPS_SCHEMAS)[N]>;

/** The flow the page shares with its modals (spec §2: merged from `plubot-flow-data-update`). */
export interface FlowData {
  nodes: unknown[];
  edges: unknown[];
  plubotId: string | undefined;
  plubotName: string;
  project: { id: string | undefined; name: string };
}

/** What the host gives the component of modal `N`. */
export interface ModalComponentProps<N extends ModalName> {
  props: ModalPropsOf<N>;
  /** The flow data shared by the page, for what the opener did not pass. */
  flowData: FlowData;
  onClose: () => void;
}

/** Whether `name` is a global modal's name. */
export function isModalName(name: unknown): name is ModalName {
  return typeof name === 'string' && Object.hasOwn(MODAL_PROPS_SCHEMAS, name);
}
