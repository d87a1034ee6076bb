import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { describeApiError } from '../../helpers/describeApiError';
import {
  createFlowBackup,
  fetchFlowBackups,
  restoreFlowBackup,
  type ServerFlowBackup,
} from '../../helpers/editorApi';
import { useText } from '../../hooks/useText';
import { useEditorStore, useEditorStoreApi } from '../../stores/EditorStoreContext';
import { selectActions, selectPlubotId } from '../../stores/editorSelectors';
import type { TextRef } from '../../types';
import { EditorDialog } from './EditorDialog';

const BACKUP_NAME_MAX = 100;

/**
 * The backup manager (spec §4, §8): named copies kept by the server. Creating one saves pending
 * changes first so the copy holds what the user sees; restoring one replaces the flow (undoable)
 * and closes the manager.
 */
export function BackupManagerDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useText();
  const store = useEditorStoreApi();
  const queryClient = useQueryClient();
  const plubotId = useEditorStore(selectPlubotId);
  const { applyServerFlow, showNotice } = useEditorStore(useShallow(selectActions));
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<ServerFlowBackup | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: TextRef } | null>(null);
  const backups = useQuery({
    queryKey: ['flowBackups', plubotId],
    queryFn: () => fetchFlowBackups(plubotId!),
    enabled: Boolean(plubotId),
    staleTime: 0,
  });

  if (!plubotId) {
    return (
      <EditorDialog title={t('editor.backups.title')} icon="🛟" onClose={onClose}>
        <p className="editor-dialog__message editor-dialog__message--error">{t('editor.backups.noBot')}</p>
      </EditorDialog>
    );
  }

  const create = async () => {
    setBusy(true);
    setMessage(null);
    try {
      if (store.getState().hasChanges) await store.getState().save({ manual: true });
      const backup = await createFlowBackup(plubotId, name.trim() || undefined);
      queryClient.setQueryData<ServerFlowBackup[]>(['flowBackups', plubotId], (list) => [
        backup,
        ...(list ?? []),
      ]);
      setName('');
      setMessage({ tone: 'success', text: { key: 'editor.backups.created', params: { name: backup.name } } });
    } catch (error) {
      setMessage({ tone: 'error', text: describeApiError(error, 'editor.errors.unknown') });
    } finally {
      setBusy(false);
    }
  };

  const restore = async () => {
    if (!selected?.id) {
      setMessage({ tone: 'error', text: { key: 'editor.backups.incomplete' } });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const flow = await restoreFlowBackup(plubotId, selected.id);
      applyServerFlow(flow, { undoable: true });
      showNotice('success', { key: 'editor.backups.restored', params: { name: selected.name } }, 'undo');
      onClose();
    } catch (error) {
      const reason = text(describeApiError(error, 'editor.errors.unknown'));
      setMessage({ tone: 'error', text: { key: 'editor.backups.restoreError', params: { reason } } });
      setBusy(false);
    }
  };

  return (
    <EditorDialog
      title={t('editor.backups.title')}
      icon="🛟"
      onClose={onClose}
      size="lg"
      footer={
        <Button onClick={() => void restore()} disabled={!selected || busy}>
          {t('editor.backups.restore')}
        </Button>
      }
    >
      <div className="editor-dialog__field">
        <label htmlFor="backup-name">{t('editor.backups.nameLabel')}</label>
        <div className="editor-dialog__inline">
          <input
            id="backup-name"
            type="text"
            value={name}
            maxLength={BACKUP_NAME_MAX}
            placeholder={t('editor.backups.namePlaceholder')}
            onChange={(event) => setName(event.target.value)}
          />
          <Button size="sm" variant="secondary" onClick={() => void create()} disabled={busy}>
            {t('editor.backups.create')}
          </Button>
        </div>
      </div>
      {backups.isPending && <Spinner label={t('common.loading')} />}
      {backups.isError && (
        <p className="editor-dialog__message editor-dialog__message--error" role="alert">
          {t('editor.backups.loadError', {
            reason: text(describeApiError(backups.error, 'editor.errors.unknown')),
          })}
        </p>
      )}
      {backups.data?.length === 0 && <p>{t('editor.backups.empty')}</p>}
      {backups.data && backups.data.length > 0 && (
        <ul className="editor-dialog__list" aria-label={t('editor.backups.list')}>
          {backups.data.map((backup) => (
            <li key={backup.id}>
              <label className="editor-dialog__row editor-dialog__row--selectable">
                <input
                  type="radio"
                  name="backup"
                  checked={selected?.id === backup.id}
                  onChange={() => setSelected(backup)}
                />
                <span className="editor-dialog__row-main">
                  <span className="editor-dialog__row-title">{backup.name}</span>
                  <span className="editor-dialog__row-meta">
                    {new Date(backup.created_at).toLocaleString(i18n.language)} ·{' '}
                    {t('editor.common.counts', {
                      nodes: backup.metadata.nodes_count,
                      edges: backup.metadata.edges_count,
                    })}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p className={`editor-dialog__message editor-dialog__message--${message.tone}`} role="alert">
          {text(message.text)}
        </p>
      )}
    </EditorDialog>
  );
}
