import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { describeApiError } from '../../helpers/describeApiError';
import { fetchFlowVersions, restoreFlowVersion } from '../../helpers/editorApi';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectIsSaving, selectPlubotId } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import type { TextRef } from '../../types';
import { EditorDialog } from './EditorDialog';

const selectRevision = (state: EditorState) => state.revision;

/**
 * The version history: every save keeps a version (the last 50). Restoring one makes it the
 * current flow as a new revision; the editor's previous state stays one Deshacer away.
 */
export function VersionHistoryDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useText();
  const plubotId = useEditorStore(selectPlubotId);
  const revision = useEditorStore(selectRevision);
  const isSaving = useEditorStore(selectIsSaving);
  const { applyServerFlow, showNotice } = useEditorStore(useShallow(selectActions));
  const [confirming, setConfirming] = useState<number | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [error, setError] = useState<TextRef | null>(null);
  const versions = useQuery({
    queryKey: ['flowVersions', plubotId, revision],
    queryFn: () => fetchFlowVersions(plubotId!),
    enabled: Boolean(plubotId),
    staleTime: 0,
  });

  const restore = async (version: number) => {
    if (!plubotId) return;
    setRestoring(true);
    setError(null);
    try {
      const flow = await restoreFlowVersion(plubotId, version);
      applyServerFlow(flow, { undoable: true });
      showNotice('success', { key: 'editor.versions.restored', params: { n: version } }, 'undo');
      onClose();
    } catch (failure) {
      setError(describeApiError(failure, 'editor.errors.unknown'));
      setRestoring(false);
    }
  };

  return (
    <EditorDialog title={t('editor.versions.title')} icon="🕓" onClose={onClose} size="lg">
      <p>{t('editor.versions.help')}</p>
      {versions.isPending && plubotId && <Spinner label={t('common.loading')} />}
      {versions.isError && (
        <p className="editor-dialog__message editor-dialog__message--error" role="alert">
          {t('editor.versions.loadError', {
            reason: text(describeApiError(versions.error, 'editor.errors.unknown')),
          })}
        </p>
      )}
      {versions.data?.length === 0 && <p>{t('editor.versions.empty')}</p>}
      {versions.data && versions.data.length > 0 && (
        <ul className="editor-dialog__list">
          {versions.data.map((version) => (
            <li key={version.revision} className="editor-dialog__row">
              <div className="editor-dialog__row-main">
                <span className="editor-dialog__row-title">
                  {t('editor.versions.revision', { n: version.revision })} · {version.flowName}
                  {version.revision === revision && (
                    <span className="editor-dialog__badge">{t('editor.versions.current')}</span>
                  )}
                </span>
                <span className="editor-dialog__row-meta">
                  {new Date(version.created_at).toLocaleString(i18n.language)} ·{' '}
                  {t('editor.common.counts', { nodes: version.nodes_count, edges: version.edges_count })}
                </span>
              </div>
              {version.revision !== revision &&
                (confirming === version.revision ? (
                  <Button
                    size="sm"
                    onClick={() => void restore(version.revision)}
                    disabled={restoring || isSaving}
                  >
                    {t('editor.versions.confirm')}
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(version.revision)}>
                    {t('editor.versions.restore')}
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
      {confirming !== null && <p className="editor-dialog__message">{t('editor.versions.confirmHelp')}</p>}
      {error && (
        <p className="editor-dialog__message editor-dialog__message--error" role="alert">
          {text(error)}
        </p>
      )}
    </EditorDialog>
  );
}
