import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { describeApiError } from '../../helpers/describeApiError';
import { editFromVersion, fetchPublishedVersions, republishVersion } from '../../helpers/publishingApi';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectIsSaving, selectPlubotId } from '../../stores/editorSelectors';
import type { TextRef } from '../../types';
import { usePublishedStatus } from './usePublishedStatus';

type Pending = { version: number; action: 'rollback' | 'edit' } | null;

/**
 * Every published version, newest first, the live one marked: who published it, when, its note.
 * 'Volver a esta versión' publishes a copy of an old one (a new version, so it can be undone the
 * same way); 'Editar a partir de esta' makes it the draft, for the owner to change and publish.
 * Each asks to confirm first.
 */
export function PublishedVersions({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const text = useText();
  const plubotId = useEditorStore(selectPlubotId);
  const isSaving = useEditorStore(selectIsSaving);
  const { applyServerFlow, showNotice } = useEditorStore(useShallow(selectActions));
  const { refresh } = usePublishedStatus();
  const [confirming, setConfirming] = useState<Pending>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<TextRef | null>(null);
  const versions = useQuery({
    queryKey: ['publishedVersions', plubotId],
    queryFn: () => fetchPublishedVersions(plubotId as string),
    enabled: Boolean(plubotId),
    staleTime: 0,
  });

  const act = async ({ version, action }: NonNullable<Pending>) => {
    if (!plubotId) return;
    setWorking(true);
    setError(null);
    try {
      if (action === 'rollback') {
        const published = await republishVersion(plubotId, version);
        await refresh();
        showNotice('success', {
          key: 'editor.publishing.rolledBack',
          params: { from: version, n: published.version },
        });
      } else {
        const flow = await editFromVersion(plubotId, version);
        applyServerFlow(flow, { undoable: true });
        await refresh();
        showNotice('success', { key: 'editor.publishing.editingFrom', params: { n: version } }, 'undo');
      }
      onDone();
    } catch (failure) {
      setError(describeApiError(failure, 'editor.errors.unknown'));
      setWorking(false);
      setConfirming(null);
    }
  };

  if (versions.isPending && plubotId) return <Spinner label={t('common.loading')} />;
  if (versions.isError) {
    return (
      <p className="editor-dialog__message editor-dialog__message--error" role="alert">
        {text(describeApiError(versions.error, 'editor.errors.unknown'))}
      </p>
    );
  }
  const list = versions.data?.versions ?? [];
  return (
    <div className="published-versions">
      <p>{t('editor.publishing.versionsHelp')}</p>
      {error && (
        <p className="editor-dialog__message editor-dialog__message--error" role="alert">
          {text(error)}
        </p>
      )}
      {list.length === 0 && <p>{t('editor.publishing.noVersions')}</p>}
      <ul className="editor-dialog__list">
        {list.map((version) => {
          const live = version.version === versions.data?.live;
          const asking = confirming?.version === version.version ? confirming : null;
          return (
            <li key={version.version} className="editor-dialog__row published-versions__row">
              <div className="editor-dialog__row-main">
                <span className="editor-dialog__row-title">
                  {t('editor.publishing.version', { n: version.version })}
                  {live && <span className="editor-dialog__badge">{t('editor.publishing.live')}</span>}
                </span>
                <span className="editor-dialog__row-meta">
                  {new Date(version.publishedAt).toLocaleString(i18n.language)}
                  {version.publishedBy ? ` · ${version.publishedBy}` : ''}
                  {version.restoredFrom !== null
                    ? ` · ${t('editor.publishing.restoredFrom', { n: version.restoredFrom })}`
                    : ''}
                </span>
                {version.note && <span className="published-versions__note">“{version.note}”</span>}
              </div>
              <div className="published-versions__actions">
                {asking ? (
                  <>
                    <span className="published-versions__confirm">
                      {asking.action === 'rollback'
                        ? t('editor.publishing.confirmRollback', { n: version.version })
                        : t('editor.publishing.confirmEdit', { n: version.version })}
                    </span>
                    <Button size="sm" variant="primary" disabled={working} onClick={() => void act(asking)}>
                      {t('editor.versions.confirm')}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={working} onClick={() => setConfirming(null)}>
                      {t('editor.common.cancel')}
                    </Button>
                  </>
                ) : (
                  <>
                    {!live && (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={working}
                        onClick={() => setConfirming({ version: version.version, action: 'rollback' })}
                      >
                        {t('editor.publishing.rollback')}
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={working || isSaving}
                      onClick={() => setConfirming({ version: version.version, action: 'edit' })}
                    >
                      {t('editor.publishing.editFrom')}
                    </Button>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
