import '@xyflow/react/dist/style.css';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { BytePanel } from '../../byte';
import { getBrowserStorage } from '../helpers/browserStorage';
import { editorApi, fetchPlubot } from '../helpers/editorApi';
import { useAutosave } from '../hooks/useAutosave';
import { useCanvasKeyboard } from '../hooks/useCanvasKeyboard';
import { useEditorBodyFlags } from '../hooks/useEditorBodyFlags';
import { useEditorIntegrations } from '../hooks/useEditorIntegrations';
import { useEditorShortcuts } from '../hooks/useEditorShortcuts';
import { useLossDetector } from '../hooks/useLossDetector';
import { useNodeLongPress } from '../hooks/useNodeLongPress';
import { useOfflineSync } from '../hooks/useOfflineSync';
import { useRecoveryCheck } from '../hooks/useRecoveryCheck';
import { useText } from '../hooks/useText';
import { useUnsavedChangesGuard } from '../hooks/useUnsavedChangesGuard';
import { createEditorStore } from '../stores/createEditorStore';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../stores/EditorStoreContext';
import {
  selectIsUltraMode,
  selectLoadError,
  selectLoadFlow,
  selectLoadState,
} from '../stores/editorSelectors';
import type { EditorMode } from '../types';
import { ConflictDialog } from './dialogs/ConflictDialog';
import { ConnectNodeDialog } from './dialogs/ConnectNodeDialog';
import { EditorDialogs } from './dialogs/EditorDialogs';
import { LeaveGuardDialog } from './dialogs/LeaveGuardDialog';
import { RecoveryDialog } from './dialogs/RecoveryDialog';
import { EditorAnalytics } from './EditorAnalytics';
import { EditorNotice } from './EditorNotice';
import { EditorTitleBar } from './EditorTitleBar';
import { FlowCanvas } from './FlowCanvas';
import { NodeInspector } from './inspector/NodeInspector';
import { NodePalette } from './NodePalette';
import { OfflineBanner } from './OfflineBanner';
import { SaveToast } from './SaveToast';
import { SkipToCanvas } from './SkipToCanvas';
import './FlowEditor.css';

export interface FlowEditorProps {
  /** The bot whose flow is edited. Give the component a `key` of it so another bot gets a new editor. */
  readonly plubotId: string;
  readonly mode?: EditorMode;
}

/**
 * The flow editor of one bot: its own store (one per editor instance), React Flow's provider, and
 * the screen — title bar, palette, canvas, save toast, dialogs.
 */
export function FlowEditor({ plubotId, mode = 'flow' }: FlowEditorProps) {
  const [store] = useState(() => createEditorStore({ api: editorApi, storage: getBrowserStorage() }));
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <FlowEditorScreen plubotId={plubotId} mode={mode} />
      </ReactFlowProvider>
    </EditorStoreProvider>
  );
}

function FlowEditorScreen({ plubotId, mode }: FlowEditorProps) {
  const store = useEditorStoreApi();
  const loadState = useEditorStore(selectLoadState);
  const isUltra = useEditorStore(selectIsUltraMode);
  useAutosave();
  useUnsavedChangesGuard();
  useRecoveryCheck(plubotId);
  useLossDetector();
  useOfflineSync();
  useEditorShortcuts();
  useCanvasKeyboard();
  useNodeLongPress();
  useEditorBodyFlags();
  useEditorIntegrations();

  useEffect(() => {
    const state = store.getState();
    void state.loadFlow(plubotId);
    fetchPlubot(plubotId).then(
      (plubot) => state.setPlubot({ id: plubot.id, name: plubot.name, powers: plubot.powers }),
      () => undefined,
    );
  }, [plubotId, store]);

  return (
    <div className={`flow-editor${isUltra ? ' flow-editor--ultra' : ''}`}>
      <SkipToCanvas />
      <EditorTitleBar />
      <div className="flow-editor__body">
        <NodePalette />
        <div className="flow-editor__canvas">
          {loadState === 'loading' && <EditorLoading />}
          {loadState === 'error' && <EditorLoadError plubotId={plubotId} />}
          <EditorAnalytics plubotId={plubotId}>
            {loadState === 'loaded' && <FlowCanvas mode={mode} />}
          </EditorAnalytics>
          <SaveToast />
          <EditorNotice />
          <OfflineBanner />
          <BytePanel />
        </div>
        {loadState === 'loaded' && <NodeInspector />}
      </div>
      <EditorDialogs />
      <ConnectNodeDialog />
      <RecoveryDialog />
      <ConflictDialog />
      <LeaveGuardDialog />
    </div>
  );
}

function EditorLoading() {
  const { t } = useTranslation();
  return (
    <div className="flow-editor__state" aria-busy="true">
      <Spinner size="lg" />
      <p role="status">{t('editor.loading')}</p>
    </div>
  );
}

/** The critical error screen: the reason, a retry, and 'Volver al Perfil' (spec §2). */
function EditorLoadError({ plubotId }: FlowEditorProps) {
  const { t } = useTranslation();
  const text = useText();
  const error = useEditorStore(selectLoadError);
  const loadFlow = useEditorStore(selectLoadFlow);
  return (
    <div className="flow-editor__state" role="alert">
      <p className="flow-editor__state-icon" aria-hidden="true">
        🛰️
      </p>
      <h1 className="flow-editor__state-title">{t('editor.load.title')}</h1>
      <p>{error ? text(error) : t('editor.load.error')}</p>
      <div className="flow-editor__state-actions">
        <Button variant="secondary" onClick={() => void loadFlow(plubotId)}>
          {t('editor.load.retry')}
        </Button>
        <Link to="/profile" className="btn btn--primary btn--md">
          {t('editor.load.backToProfile')}
        </Link>
      </div>
    </div>
  );
}
