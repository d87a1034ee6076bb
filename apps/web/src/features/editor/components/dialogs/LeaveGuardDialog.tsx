import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useEditorStore, useEditorStoreApi } from '../../stores/EditorStoreContext';
import { selectActions } from '../../stores/editorSelectors';
import { EditorDialog } from './EditorDialog';

/**
 * Leaving the editor inside the app (the ← button, a link) with unsaved changes asks first: save
 * and leave, leave without saving (the changes stay in the local backup) or stay. Closing the tab
 * asks through the browser (`useUnsavedChangesGuard`).
 */
export function LeaveGuardDialog() {
  const { t } = useTranslation();
  const store = useEditorStoreApi();
  const { save, discardChanges } = useEditorStore(useShallow(selectActions));
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const state = store.getState();
    return (
      state.loadState === 'loaded' && state.hasChanges && currentLocation.pathname !== nextLocation.pathname
    );
  });
  if (blocker.state !== 'blocked') return null;

  const stay = () => {
    setFailed(false);
    blocker.reset();
  };
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await save({ manual: true });
    setSaving(false);
    if (saved) blocker.proceed();
    else setFailed(true);
  };
  const leave = () => {
    discardChanges();
    blocker.proceed();
  };

  return (
    <EditorDialog title={t('editor.leave.title')} icon="💾" tone="warning" onClose={stay}>
      <p>{t('editor.leave.text')}</p>
      {failed && <p role="alert">{t('editor.leave.saveFailed')}</p>}
      <div className="editor-dialog__choices">
        <button
          type="button"
          className="editor-dialog__choice editor-dialog__choice--primary"
          disabled={saving}
          onClick={() => void saveAndLeave()}
        >
          <strong>{saving ? t('editor.leave.saving') : t('editor.leave.save')}</strong>
          <small>{t('editor.leave.saveHelp')}</small>
        </button>
        <button type="button" className="editor-dialog__choice" disabled={saving} onClick={leave}>
          <strong>{t('editor.leave.discard')}</strong>
          <small>{t('editor.leave.discardHelp')}</small>
        </button>
        <button type="button" className="editor-dialog__choice" disabled={saving} onClick={stay}>
          <strong>{t('editor.leave.stay')}</strong>
          <small>{t('editor.leave.stayHelp')}</small>
        </button>
      </div>
    </EditorDialog>
  );
}
