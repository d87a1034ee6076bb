import { canRedo, canUndo } from '@plubot/flow';
import type { EditorState } from './editorStoreTypes';

// Selectors of the editor store, declared once at module scope so that components subscribe to
// exactly what they show (see React Flow's and zustand's guidance).

export const selectNodes = (state: EditorState) => state.nodes;
export const selectEdges = (state: EditorState) => state.edges;
export const selectNodeCount = (state: EditorState) => state.nodes.length;
export const selectEdgeCount = (state: EditorState) => state.edges.length;
export const selectFlowName = (state: EditorState) => state.flowName;
export const selectPlubotId = (state: EditorState) => state.plubotId;
export const selectInspectedNodeId = (state: EditorState) => state.inspectedNodeId;
export const selectPlubotName = (state: EditorState) => state.plubotName;
export const selectBotPowers = (state: EditorState) => state.botPowers;
export const selectViewport = (state: EditorState) => state.viewport;
export const selectLoadState = (state: EditorState) => state.loadState;
export const selectLoadError = (state: EditorState) => state.loadError;
export const selectLoadFlow = (state: EditorState) => state.loadFlow;
export const selectHasChanges = (state: EditorState) => state.hasChanges;
export const selectIsSaving = (state: EditorState) => state.isSaving;
export const selectLastSaved = (state: EditorState) => state.lastSaved;
export const selectConflict = (state: EditorState) => state.conflict;
export const selectAutosaveBlocked = (state: EditorState) => state.autosaveBlocked;
export const selectIsUltraMode = (state: EditorState) => state.isUltraMode;
/** Ultra mode, or a flow heavy enough that animations are off. */
export const selectIsLowMotion = (state: EditorState) => state.isUltraMode || state.animationsDisabled;
export const selectSnapToGrid = (state: EditorState) => state.snapToGrid;
export const selectAnalyticsOn = (state: EditorState) => state.analyticsOn;
export const selectServices = (state: EditorState) => state.services;
export const selectBotWelcome = (state: EditorState) => state.botWelcome;
export const selectSetAnalyticsOn = (state: EditorState) => state.setAnalyticsOn;
export const selectMenu = (state: EditorState) => state.menu;
export const selectDialog = (state: EditorState) => state.dialog;
export const selectConnectingFromNodeId = (state: EditorState) => state.connectingFromNodeId;
export const selectNotice = (state: EditorState) => state.notice;
export const selectRecovery = (state: EditorState) => state.recovery;
export const selectCanUndo = (state: EditorState) => canUndo(state.history);
export const selectCanRedo = (state: EditorState) => canRedo(state.history);

/** The save toast's inputs (use with `useShallow`). */
export const selectSaveToast = (state: EditorState) => ({
  status: state.saveStatus,
  message: state.saveMessage,
  at: state.saveStatusAt,
});

/** The actions of one store instance, built once: keyed by one of its actions, which never change. */
const actionsByStore = new WeakMap<EditorState['undo'], EditorActions>();

/**
 * Every action of the store, as the same object for the life of the store: actions never change, so
 * this never re-renders, and `useShallow` (still welcome) finds it identical without comparing its
 * forty entries — hundreds of nodes read it on every store change of a big flow.
 */
export const selectActions = (state: EditorState): EditorActions => {
  const cached = actionsByStore.get(state.undo);
  if (cached) return cached;
  const actions = pickActions(state);
  actionsByStore.set(state.undo, actions);
  return actions;
};

/** The store's actions (see `selectActions`). */
export type EditorActions = ReturnType<typeof pickActions>;

const pickActions = (state: EditorState) => ({
  addMissingEnd: state.addMissingEnd,
  discardChanges: state.discardChanges,
  setFlowName: state.setFlowName,
  setViewport: state.setViewport,
  onNodesChange: state.onNodesChange,
  onEdgesChange: state.onEdgesChange,
  beginNodeDrag: state.beginNodeDrag,
  endNodeDrag: state.endNodeDrag,
  connect: state.connect,
  addNode: state.addNode,
  arrangeNodes: state.arrangeNodes,
  updateNodeData: state.updateNodeData,
  deleteElements: state.deleteElements,
  duplicateNode: state.duplicateNode,
  moveNodes: state.moveNodes,
  saveDecision: state.saveDecision,
  reconnectEdge: state.reconnectEdge,
  updateEdge: state.updateEdge,
  replaceGraph: state.replaceGraph,
  undo: state.undo,
  redo: state.redo,
  save: state.save,
  resolveConflict: state.resolveConflict,
  applyServerFlow: state.applyServerFlow,
  setUltraMode: state.setUltraMode,
  setSnapToGrid: state.setSnapToGrid,
  highlightNode: state.highlightNode,
  requestEdit: state.requestEdit,
  closeInspector: state.closeInspector,
  openMenu: state.openMenu,
  closeMenu: state.closeMenu,
  openDialog: state.openDialog,
  closeDialog: state.closeDialog,
  openConnectDialog: state.openConnectDialog,
  closeConnectDialog: state.closeConnectDialog,
  showNotice: state.showNotice,
  dismissNotice: state.dismissNotice,
  recover: state.recover,
  dismissRecovery: state.dismissRecovery,
});

/** Whether a node is the one the simulation is at. */
export const selectIsHighlighted = (nodeId: string) => (state: EditorState) =>
  state.highlightedNodeId === nodeId;

/** The nonce of the latest 'Editar' request for a node (0 when none). */
export const selectEditRequest = (nodeId: string) => (state: EditorState) =>
  state.editRequest?.nodeId === nodeId && !state.editRequest.handled ? state.editRequest.nonce : 0;

/** Whether a node is the one last asked to edit: it keeps its full view at any zoom. */
export const selectIsEditTarget = (nodeId: string) => (state: EditorState) =>
  state.editRequest?.nodeId === nodeId;
