import type { DoctorReportData } from '@plubot/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { DOCTOR_QUERY_PARAM, useDoctorText } from '../../../doctor';
import { describeApiError } from '../../helpers/describeApiError';
import {
  fetchDraftChanges,
  fetchDraftReport,
  fetchPublishedFlow,
  getBlockingReport,
  publishDraft,
} from '../../helpers/publishingApi';
import { useText } from '../../hooks/useText';
import { useEditorStore } from '../../stores/EditorStoreContext';
import { selectActions, selectHasChanges, selectPlubotId } from '../../stores/editorSelectors';
import type { EditorState } from '../../stores/editorStoreTypes';
import type { TextRef } from '../../types';
import { EditorDialog } from '../dialogs/EditorDialog';
import { useChangesView } from './changesView';
import { DraftChanges } from './DraftChanges';
import { PublishedVersions } from './PublishedVersions';
import { ReplayPanel } from './ReplayPanel';
import { usePublishedStatus } from './usePublishedStatus';

const selectRevision = (state: EditorState) => state.revision;

/** The longest note on a publish (PUBLISH_NOTE_MAX of the contracts). */
const NOTE_MAX = 200;

/**
 * 'Publicar' (issue #28): the draft is saved first, then the dialog shows what would change for
 * visitors (`DraftChanges`), what Bot Doctor says of it — a blocking finding stops the publish and
 * opens Bot Doctor's one-click fixes; warnings ask 'Publicar de todos modos' — an optional note,
 * and the published versions with rollback. Visitors get the new version in their next
 * conversation; conversations in progress end on theirs.
 */
export function PublishDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  const doctorText = useDoctorText();
  const plubotId = useEditorStore(selectPlubotId);
  const revision = useEditorStore(selectRevision);
  const unsaved = useEditorStore(selectHasChanges);
  const { save, showNotice } = useEditorStore(useShallow(selectActions));
  const { status, refresh } = usePublishedStatus();
  const [, setSearchParams] = useSearchParams();
  const [tab, setTab] = useState<'publish' | 'versions'>('publish');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(unsaved);
  const [publishing, setPublishing] = useState(false);
  const [error, setError] = useState<TextRef | null>(null);
  const [refusal, setRefusal] = useState<DoctorReportData | null>(null);
  const noteId = useId();
  const showChanges = useChangesView((state) => state.show);

  // What is published is what is saved: unsaved edits are saved first, once, as the dialog opens.
  const mustSave = useRef(unsaved);
  useEffect(() => {
    if (!mustSave.current) return;
    mustSave.current = false;
    void save().then((saved) => {
      setSaving(false);
      if (!saved) setError({ key: 'editor.publishing.saveFirst' });
    });
  }, [save]);

  const ready = Boolean(plubotId) && !saving;
  const changes = useQuery({
    queryKey: ['draftChanges', plubotId, revision],
    queryFn: () => fetchDraftChanges(plubotId as string),
    enabled: ready,
    staleTime: 0,
  });
  const report = useQuery({
    queryKey: ['draftReport', plubotId, revision],
    queryFn: () => fetchDraftReport(plubotId as string),
    enabled: ready,
    staleTime: 0,
  });

  const shownReport = refusal ?? report.data ?? null;
  const blocking = shownReport?.findings.filter((finding) => finding.severity === 'blocking') ?? [];
  const warnings = shownReport?.findings.filter((finding) => finding.severity === 'warning') ?? [];
  const counts = changes.data?.counts;
  const nothingToPublish =
    Boolean(status?.published) &&
    counts !== undefined &&
    counts.added + counts.removed + counts.changed === 0;

  const openDoctor = () => {
    onClose();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(DOCTOR_QUERY_PARAM, '1');
        return next;
      },
      { replace: true },
    );
  };

  /** Closes the dialog and draws the changes on the canvas, the live version's removed nodes as ghosts. */
  const showOnCanvas = async () => {
    if (!plubotId || !changes.data || !status?.published) return;
    try {
      const live = await fetchPublishedFlow(plubotId, status.published.version);
      showChanges({
        diff: changes.data,
        liveNodes: live.nodes.map((node) => ({ id: node.id, type: node.type, position: node.position })),
      });
      onClose();
    } catch (failure) {
      setError(describeApiError(failure, 'editor.errors.unknown'));
    }
  };

  const publish = async () => {
    if (!plubotId) return;
    setPublishing(true);
    setError(null);
    try {
      const published = await publishDraft(plubotId, status?.published?.version ?? null, note);
      await refresh();
      showNotice('success', { key: 'editor.publishing.published', params: { n: published.version } });
      onClose();
    } catch (failure) {
      const blocked = getBlockingReport(failure);
      if (blocked) setRefusal(blocked);
      setError(describeApiError(failure, 'editor.errors.unknown'));
      if (!blocked) await refresh();
      setPublishing(false);
    }
  };

  const footer =
    tab === 'publish' ? (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('editor.common.cancel')}
        </Button>
        <Button
          variant="primary"
          onClick={() => void publish()}
          disabled={!ready || publishing || blocking.length > 0 || nothingToPublish || !report.data}
        >
          {publishing
            ? t('editor.publishing.publishing')
            : warnings.length > 0
              ? t('editor.publishing.publishAnyway')
              : t('editor.publishing.publishNow')}
        </Button>
      </>
    ) : undefined;

  return (
    <EditorDialog title={t('editor.publishing.title')} icon="📣" onClose={onClose} size="lg" footer={footer}>
      <div className="editor-dialog__tabs" role="tablist" aria-label={t('editor.publishing.title')}>
        {(['publish', 'versions'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`editor-dialog__tab${tab === name ? ' editor-dialog__tab--active' : ''}`}
            onClick={() => setTab(name)}
          >
            {t(`editor.publishing.tabs.${name}`)}
          </button>
        ))}
      </div>

      {tab === 'versions' ? (
        <PublishedVersions onDone={onClose} />
      ) : (
        <div className="publish-dialog">
          <p className="publish-dialog__live">
            {status?.published
              ? t('editor.publishing.liveVersion', { n: status.published.version })
              : t('editor.publishing.neverPublished')}{' '}
            {t('editor.publishing.help')}
          </p>

          {(saving || (ready && (changes.isPending || report.isPending))) && (
            <Spinner label={saving ? t('editor.save.saving') : t('common.loading')} />
          )}
          {error && (
            <p className="editor-dialog__message editor-dialog__message--error" role="alert">
              {text(error)}
            </p>
          )}

          {changes.data && (
            <section aria-labelledby={`${noteId}-changes`}>
              <h3 id={`${noteId}-changes`} className="publish-dialog__heading">
                {t('editor.publishing.changesTitle')}
              </h3>
              <DraftChanges diff={changes.data} firstPublish={!status?.published} />
              {status?.published && !nothingToPublish && (
                <Button size="sm" variant="ghost" onClick={() => void showOnCanvas()}>
                  {t('editor.publishing.canvas.show')}
                </Button>
              )}
            </section>
          )}
          {changes.isError && (
            <p className="editor-dialog__message editor-dialog__message--error" role="alert">
              {text(describeApiError(changes.error, 'editor.errors.unknown'))}
            </p>
          )}

          {changes.data && plubotId && <ReplayPanel plubotId={plubotId} />}

          {shownReport && blocking.length > 0 && (
            <section className="editor-dialog__message editor-dialog__message--error" role="alert">
              <p>{t('editor.publishing.blocked', { count: blocking.length })}</p>
              <ul className="publish-dialog__findings">
                {blocking.map((finding) => (
                  <li key={finding.id}>⛔ {doctorText(finding.message)}</li>
                ))}
              </ul>
              <Button size="sm" variant="secondary" onClick={openDoctor}>
                {t('editor.publishing.openDoctor')}
              </Button>
            </section>
          )}
          {shownReport && blocking.length === 0 && warnings.length > 0 && (
            <section className="editor-dialog__message editor-dialog__message--warning">
              <p>{t('editor.publishing.warnings', { count: warnings.length })}</p>
              <ul className="publish-dialog__findings">
                {warnings.map((finding) => (
                  <li key={finding.id}>⚠️ {doctorText(finding.message)}</li>
                ))}
              </ul>
            </section>
          )}
          {report.isError && (
            <p className="editor-dialog__message editor-dialog__message--error" role="alert">
              {text(describeApiError(report.error, 'editor.errors.unknown'))}
            </p>
          )}

          {nothingToPublish ? (
            <p className="editor-dialog__message editor-dialog__message--success">
              {t('editor.publishing.nothingToPublish')}
            </p>
          ) : (
            <label className="editor-dialog__field" htmlFor={noteId}>
              {t('editor.publishing.note')}
              <input
                id={noteId}
                type="text"
                value={note}
                maxLength={NOTE_MAX}
                placeholder={t('editor.publishing.notePlaceholder')}
                onChange={(event) => setNote(event.target.value)}
              />
            </label>
          )}
        </div>
      )}
    </EditorDialog>
  );
}
