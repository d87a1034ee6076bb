import { PERSONALITIES, type Plubot, type Tone } from '@plubot/contracts';
import { createInitialFlow } from '@plubot/flow';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DraftFlow } from '../../plubots';
import {
  getSectionStep,
  getStepSection,
  LAB_STEP_COUNT,
  type LabSection,
  type LabStep,
} from '../helpers/labSteps';

/** The purple a new bot's hologram starts with (spec §3, Bot-creation draft). */
export const DRAFT_START_COLOR = '#8B5CF6';

/** What the lab is building; kept in the browser so it survives a reload (spec §3). */
export interface LabDraft {
  /** Sent as `_localId`, so creating twice (a double click, a retry, an offline resync) makes one bot. */
  localId: string;
  name: string;
  color: string;
  tone: Tone | '';
  selectedPowers: string[];
  flowData: DraftFlow;
  flowVersions: unknown[];
  step: LabStep;
  section: LabSection;
  /** The factory intro was passed. */
  started: boolean;
  /** The template the bot starts from (`/plubot/create/:templateId`). */
  templateId: string | null;
  /** Edit mode: the bot being edited. */
  plubotId: string | null;
  /** Edit mode: the loaded bot, which reset returns to. */
  original: Pick<Plubot, 'name' | 'color' | 'tone' | 'powers'> | null;
  /** Changed since it was loaded or reset. */
  dirty: boolean;
}

export interface LabActions {
  setName: (name: string) => void;
  setColor: (color: string) => void;
  /** Chooses a personality; the hologram takes its colour. */
  setTone: (tone: Tone) => void;
  togglePower: (powerId: string) => void;
  /** Choosing a section sets both the section and its step. */
  chooseSection: (section: LabSection) => void;
  next: () => void;
  back: () => void;
  /** Back to step 1 and the initial draft (edit mode: the loaded bot). */
  reset: () => void;
  /** Leaves the factory intro ('Comenzar Creación'); a draft in progress keeps its step. */
  startLab: () => void;
  /** Remembers the template the bot starts from, with its flow when it has one. */
  setTemplate: (templateId: string | null, flow: DraftFlow | null) => void;
  /** Edit mode: fills the draft with a loaded bot. */
  loadPlubot: (plubot: Plubot) => void;
  /** Forgets everything: a new, empty draft. */
  clear: () => void;
}

export type LabState = LabDraft & LabActions;
export type LabStore = StoreApi<LabState>;

function createLocalId(): string {
  return `local-${globalThis.crypto.randomUUID()}`;
}

function initialFlowData(): DraftFlow {
  const { nodes, edges } = createInitialFlow();
  return { nodes, edges };
}

/** A fresh draft (spec §3): no name, purple, no personality, no powers, the initial flow. */
export function createInitialDraft(): LabDraft {
  return {
    localId: createLocalId(),
    name: '',
    color: DRAFT_START_COLOR,
    tone: '',
    selectedPowers: [],
    flowData: initialFlowData(),
    flowVersions: [],
    step: 1,
    section: 'name',
    started: false,
    templateId: null,
    plubotId: null,
    original: null,
    dirty: false,
  };
}

function toTone(value: string): Tone | '' {
  const tone = value.trim().toLowerCase();
  return PERSONALITIES.some((personality) => personality.id === tone) ? (tone as Tone) : '';
}

/**
 * A lab store persisted under `storageKey`. The creation lab and the identity editor each have
 * one, so editing a bot never disturbs a creation in progress.
 */
export function createLabStore(storageKey: string): LabStore {
  return createStore<LabState>()(
    persist(
      (set, get) => ({
        ...createInitialDraft(),
        setName: (name) => set({ name, dirty: true }),
        setColor: (color) => set({ color, dirty: true }),
        setTone: (tone) => {
          const color = PERSONALITIES.find((personality) => personality.id === tone)?.color ?? get().color;
          set({ tone, color, dirty: true });
        },
        togglePower: (powerId) => {
          const powers = get().selectedPowers;
          set({
            selectedPowers: powers.includes(powerId)
              ? powers.filter((id) => id !== powerId)
              : [...powers, powerId],
            dirty: true,
          });
        },
        chooseSection: (section) => set({ section, step: getSectionStep(section) }),
        next: () => {
          const step = Math.min(get().step + 1, LAB_STEP_COUNT) as LabStep;
          set({ step, section: getStepSection(step) });
        },
        back: () => {
          const step = Math.max(get().step - 1, 1) as LabStep;
          set({ step, section: getStepSection(step) });
        },
        reset: () => {
          const { original, plubotId, templateId, flowData, started } = get();
          if (original) {
            set({
              name: original.name,
              color: original.color,
              tone: toTone(original.tone),
              selectedPowers: [...original.powers],
              step: 1,
              section: 'name',
              dirty: false,
            });
            return;
          }
          // The template stays remembered: the route asked for it.
          set({
            ...createInitialDraft(),
            plubotId,
            templateId,
            started,
            flowData: templateId ? flowData : initialFlowData(),
          });
        },
        startLab: () => set({ started: true }),
        setTemplate: (templateId, flow) => set({ templateId, flowData: flow ?? initialFlowData() }),
        loadPlubot: (plubot) =>
          set({
            plubotId: plubot.id,
            name: plubot.name,
            color: /^#[0-9a-fA-F]{6}$/.test(plubot.color) ? plubot.color : DRAFT_START_COLOR,
            tone: toTone(plubot.tone),
            selectedPowers: [...plubot.powers],
            original: {
              name: plubot.name,
              color: plubot.color,
              tone: plubot.tone,
              powers: [...plubot.powers],
            },
            started: true,
            step: 1,
            section: 'name',
            dirty: false,
          }),
        clear: () => set(createInitialDraft()),
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({
          localId,
          name,
          color,
          tone,
          selectedPowers,
          flowData,
          flowVersions,
          step,
          section,
          started,
          templateId,
          plubotId,
          original,
          dirty,
        }) => ({
          localId,
          name,
          color,
          tone,
          selectedPowers,
          flowData,
          flowVersions,
          step,
          section,
          started,
          templateId,
          plubotId,
          original,
          dirty,
        }),
      },
    ),
  );
}

/** The creation lab's draft (`/factory`, `/plubot/create/:templateId`). */
/**
 * Removes a lab store's saved copy from this browser at once, leaving what is on screen as it is:
 * a used-up draft must not come back after a reload, even before the lab has closed.
 */
export function forgetSavedDraft(store: LabStore): void {
  (store as Partial<{ persist: { clearStorage: () => void } }>).persist?.clearStorage();
}

export const creationLabStore = createLabStore('plubot-creation-draft');

/** The identity editor's draft (`/plubot/edit/identity/:plubotId`). */
export const identityLabStore = createLabStore('plubot-identity-draft');
