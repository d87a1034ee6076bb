import type {
  DecisionCondition,
  DoctorContext,
  DoctorFinding,
  DoctorFixKind,
  FlowHistory,
  FlowMessage,
  NodeType,
} from '@plubot/flow';
import type { Connection, EdgeChange, NodeChange, Viewport } from '@xyflow/react';
import type { StateCreator } from 'zustand';
import type { EditorApi } from '../helpers/editorApi';
import type { LocalBackup } from '../helpers/localBackup';
import type { EditorEdge, EditorGraph, EditorNode, StoredFlow, TextRef } from '../types';

/** localStorage or a stand-in; `key`/`length` let the local flow cache list its entries. */
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> &
  Partial<Pick<Storage, 'key' | 'length'>>;

/** What an editor store needs from the outside world. */
export interface EditorStoreDeps {
  readonly api: EditorApi;
  /** Browser storage for local backups and the persisted store; memory when absent (tests). */
  readonly storage?: KeyValueStorage;
  readonly now?: () => number;
  /** Delay of persisted-store and local flow cache writes (spec §9: 1 s). */
  readonly persistDelayMs?: number;
}

/** The flow being edited and every editing action (each one undoable). */
export interface FlowSlice {
  plubotId: string | null;
  plubotName: string;
  botPowers: string[];
  flowName: string;
  nodes: EditorNode[];
  edges: EditorEdge[];
  viewport: Viewport;
  /** Grows by one on every change to the flow's content; saves remember the one they stored. */
  contentVersion: number;
  setPlubot(plubot: { id: string; name: string; powers?: readonly string[] }): void;
  setFlowName(flowName: string): void;
  setViewport(viewport: Viewport): void;
  onNodesChange(changes: NodeChange<EditorNode>[]): void;
  onEdgesChange(changes: EdgeChange<EditorEdge>[]): void;
  /** Records the state before a drag moves nodes, so one drag is one undo step. */
  beginNodeDrag(): void;
  endNodeDrag(): void;
  /** Adds an edge if the rules allow it; returns false (and says why) otherwise. */
  connect(connection: Connection): boolean;
  /**
   * Adds a node of a type (a decision comes with its option nodes), selected; returns its id. Either
   * way it keeps a gap from every other node: a dropped node goes where it was dropped, or to the
   * closest free spot; `placement: 'free'` (click-to-add, `position` being the middle of the view)
   * puts it below the selected node, or the node nearest that position, in the flow's direction.
   */
  addNode(
    type: NodeType,
    position: { x: number; y: number },
    data?: Record<string, unknown>,
    options?: { placement?: 'drop' | 'free' },
  ): string;
  /**
   * «Ordenar»: lays the whole flow out top to bottom along its connections (dagre), none touching
   * another, as one undoable step. False when every node already stands where the layout puts it.
   * `again`: lay out again within the same step (once the nodes show at full size), only when
   * nothing changed since the last arrangement.
   */
  arrangeNodes(options?: { again?: boolean }): boolean;
  updateNodeData(nodeId: string, patch: Record<string, unknown>): void;
  /** Adds an End below the flow, connected from its dead ends (the fix of 'Falta: fin'); its id. */
  addMissingEnd(): string;
  /**
   * Applies one of a Bot Doctor finding's fixes (the first offered unless `kind` names another) to
   * the graph as one undoable step; false when the finding has no such fix or the fix changes
   * nothing (its problem is already gone).
   */
  applyDoctorFix(finding: DoctorFinding, kind?: DoctorFixKind): boolean;
  /** Deletes nodes with everything downstream of them (spec §4), and edges. */
  deleteElements(ids: { nodeIds?: readonly string[]; edgeIds?: readonly string[] }): void;
  duplicateNode(nodeId: string): string | undefined;
  /** Moves nodes by a distance, as one undoable step (Shift+arrow keys on a focused node). */
  moveNodes(nodeIds: readonly string[], delta: { x: number; y: number }): void;
  /**
   * Writes a decision's title (when given), question and conditions, regenerating its option nodes.
   * Returns why nothing was saved (an invalid question, too many conditions), or undefined.
   */
  saveDecision(
    nodeId: string,
    changes: { label?: string; question: string; conditions: readonly DecisionCondition[] },
  ): FlowMessage | undefined;
  /** Moves an end of an edge; returns false when the new connection is not allowed. */
  reconnectEdge(edgeId: string, connection: Connection): boolean;
  updateEdge(edgeId: string, patch: Partial<Pick<EditorEdge, 'animated' | 'style' | 'label' | 'data'>>): void;
  /** Replaces the whole graph (import, template, recovery), as one undoable step. */
  replaceGraph(graph: EditorGraph): void;
}

/** Undo and redo (spec §4: 50 steps). */
export interface HistorySlice {
  history: FlowHistory;
  undo(): void;
  redo(): void;
}

export type LoadState = 'loading' | 'loaded' | 'error';
export type SaveStatus = 'idle' | 'saving' | 'success' | 'error';
export type ConflictChoice = 'merge' | 'server' | 'overwrite';

/** An undo history kept across a reload, with the flow and revision it belongs to. */
export interface RestorableHistory {
  readonly plubotId: string;
  readonly revision: number;
  readonly history: FlowHistory;
}

/**
 * The server cannot be reached: editing goes on (on the cached copy, or with the unsaved work kept
 * in the browser), autosave waits, and the editor saves when the server answers again.
 */
export interface OfflineState {
  /** When the server stopped answering (ms since the epoch). */
  readonly since: number;
  /** When the cached copy the editor opened was stored (ms), or null when the flow came from the server. */
  readonly cachedAt: number | null;
}

/** Loading and saving, with the server's revision for conflict detection. */
export interface SaveSlice {
  loadState: LoadState;
  loadError: TextRef | null;
  /** The server revision the editor's content is based on. */
  revision: number;
  /** When the server last stored the flow (ISO), to tell whether a local backup is newer. */
  serverUpdatedAt: string;
  /** The flow as the server last had it (for merging after a conflict and skipping idle saves). */
  serverBase: EditorGraph & { flowName: string };
  savedVersion: number;
  hasChanges: boolean;
  isSaving: boolean;
  lastSaved: number | null;
  saveStatus: SaveStatus;
  saveMessage: TextRef | null;
  /** When the save status last changed (the toast hides 3 s later). */
  saveStatusAt: number;
  /** A save was refused because the server has a newer revision. */
  conflict: { currentRevision: number | null; resolving: boolean } | null;
  /** Why autosave is waiting (the flow cannot be saved yet), shown quietly in the header. */
  autosaveBlocked: TextRef | null;
  /**
   * The undo history read back from the persisted store (spec §9), given back to the flow it was
   * recorded on when that flow opens unchanged at the same revision; used once, on the first load.
   */
  restorableHistory: RestorableHistory | null;
  /** Set while the server cannot be reached (spec §9 local flow cache, issue #17). */
  offline: OfflineState | null;
  /**
   * Loads the flow from the server; when the server cannot be reached and this browser cached the
   * flow, opens the cached copy offline.
   */
  loadFlow(plubotId: string): Promise<void>;
  /**
   * While offline: asks the server again; when it answers, the editor is back online and unsaved
   * work is saved from the revision it started on (a newer one on the server opens the conflict).
   */
  reconnect(): Promise<void>;
  /** Shows a flow the server sent (load, restore) as saved, replacing the graph. */
  applyServerFlow(flow: StoredFlow, options?: { undoable?: boolean }): void;
  save(options?: { manual?: boolean }): Promise<boolean>;
  resolveConflict(choice: ConflictChoice): Promise<void>;
  /** Writes the current flow to the local backup keys; returns false when storage refused. */
  writeBackup(graph?: EditorGraph): boolean;
  /**
   * Leaves without saving: the changes go to the local backup (the recovery dialog offers them on
   * the next visit) and are no longer sent on leaving.
   */
  discardChanges(): void;
}

export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/**
 * A short message over the canvas; `action: 'undo'` offers to undo what just happened,
 * `action: 'addEnd'` offers the fix of a flow that cannot be saved without an End.
 */
/** What a notice's button does. */
export type NoticeAction = 'undo' | 'addEnd';

export interface Notice {
  readonly id: number;
  readonly tone: NoticeTone;
  readonly text: TextRef;
  readonly action?: NoticeAction;
}

export type EditorDialog =
  | 'publish'
  | 'templates'
  | 'importExport'
  | 'versions'
  | 'backups'
  | 'routes'
  | 'performance'
  | 'settings'
  | 'shortcuts';

export interface ContextMenuState {
  readonly kind: 'node' | 'edge';
  readonly id: string;
  /** Where the menu opens, relative to the canvas pane. */
  readonly x: number;
  readonly y: number;
}

export interface RecoveryOffer {
  /** 'backup': unsaved work found on opening; 'loss': the nodes suddenly dropped to zero. */
  readonly reason: 'backup' | 'loss';
  readonly backup: LocalBackup;
}

/** Screen state: modes, menus, dialogs, notices and recovery. */
export interface UiSlice {
  isUltraMode: boolean;
  /** The flow is heavy (performance level high or ultra): animations are off (spec §4, §9). */
  animationsDisabled: boolean;
  snapToGrid: boolean;
  highlightedNodeId: string | null;
  /** Asks a node to open its editor (context menu 'Editar'); the nonce makes repeats count. */
  /** The latest 'Editar' request; `handled` once the node's editor has opened for it. */
  editRequest: { nodeId: string; nonce: number; handled: boolean } | null;
  /** The node whose form is open in place: the minimap steps aside and the view keeps the form in sight. */
  editingNodeId: string | null;
  /** The node whose settings the inspector beside the canvas shows (types not edited in place). */
  inspectedNodeId: string | null;
  menu: ContextMenuState | null;
  dialog: EditorDialog | null;
  /** The node whose 'Conectar con…' dialog is open: connections made without dragging a handle. */
  connectingFromNodeId: string | null;
  notice: Notice | null;
  recovery: RecoveryOffer | null;
  /** The user dismissed the unexpected-loss offer; it does not come back this session. */
  lossDismissed: boolean;
  /** Per bot: when this browser last saved it (ms). */
  lastSyncByProject: Record<string, number>;
  /** The 'Analítica' toggle: the conversation funnel is drawn over the canvas (issue #18). */
  analyticsOn: boolean;
  /** What this server provides (Bot Doctor's context), once known: nodes needing a missing one say so. */
  services: DoctorContext['services'] | null;
  setServices(services: DoctorContext['services']): void;
  /**
   * The bot's own welcome (Bot Doctor's context), once known: the engine greets with it when the
   * start node has no content of its own, so the start node shows it then.
   */
  botWelcome: string | null;
  setBotWelcome(welcome: string | null): void;
  setUltraMode(on: boolean): void;
  setAnalyticsOn(on: boolean): void;
  setAnimationsDisabled(disabled: boolean): void;
  setSnapToGrid(on: boolean): void;
  highlightNode(nodeId: string | null): void;
  /** Opens a node's editor: in place for start, end, message, decision and option; else the inspector. */
  requestEdit(nodeId: string): void;
  /** The node's editor opened for the request `nonce`: it is not new to a node mounting later. */
  markEditHandled(nonce: number): void;
  /** A node's form opened in place (`editing`) or closed. */
  setNodeEditing(nodeId: string, editing: boolean): void;
  closeInspector(): void;
  openMenu(menu: ContextMenuState): void;
  closeMenu(): void;
  openDialog(dialog: EditorDialog): void;
  closeDialog(): void;
  openConnectDialog(nodeId: string): void;
  closeConnectDialog(): void;
  showNotice(tone: NoticeTone, text: TextRef, action?: NoticeAction): void;
  dismissNotice(): void;
  offerRecovery(offer: RecoveryOffer): void;
  /** Restores the offered backup as an undoable change and closes the dialog. */
  recover(): void;
  dismissRecovery(): void;
}

export type EditorState = FlowSlice & HistorySlice & SaveSlice & UiSlice;

/** A slice of the editor store, written with the slices pattern (zustand docs). */
export type EditorSliceCreator<T> = StateCreator<EditorState, [['zustand/persist', unknown]], [], T>;
