import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import { DialogSwitch } from './DialogSwitch';
import { EditorDialog } from './EditorDialog';

const selectSettings = (state: EditorState) => ({
  flowName: state.flowName,
  snapToGrid: state.snapToGrid,
  isUltraMode: state.isUltraMode,
});

/** Flow settings: the flow's name, snapping to the 15 px grid and Ultra performance mode. */
export function FlowSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { flowName, snapToGrid, isUltraMode } = useEditorStore(useShallow(selectSettings));
  const { setFlowName, setSnapToGrid, setUltraMode } = useEditorStore(useShallow(selectActions));
  return (
    <EditorDialog title={t('editor.settings.title')} icon="🎛️" onClose={onClose} size="sm">
      <div className="editor-dialog__field">
        <label htmlFor="flow-settings-name">{t('editor.titleBar.flowName')}</label>
        <input
          id="flow-settings-name"
          type="text"
          value={flowName}
          maxLength={200}
          onChange={(event) => setFlowName(event.target.value)}
        />
      </div>
      <DialogSwitch checked={snapToGrid} onChange={setSnapToGrid}>
        {t('editor.controls.snapToGrid')}
      </DialogSwitch>
      <DialogSwitch checked={isUltraMode} onChange={setUltraMode}>
        {t('editor.controls.ultraMode')}
      </DialogSwitch>
      <p>{t('editor.settings.ultraHelp')}</p>
    </EditorDialog>
  );
}
