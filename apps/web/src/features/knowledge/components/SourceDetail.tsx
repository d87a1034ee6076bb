import type { KnowledgeSource } from '@plubot/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, getButtonClassName } from '../../../components/Button';
import { DangerDialog } from '../../../components/DangerDialog';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useDeleteKnowledgeSource, useUpdateKnowledgeSource } from '../hooks/useKnowledgeMutations';
import { useKnowledgeSource } from '../hooks/useKnowledgeQueries';
import { PassageList } from './PassageList';
import { SourceEditForm } from './SourceEditForm';

export interface SourceDetailProps {
  plubotId: string;
  source: KnowledgeSource;
  onDeleted: () => void;
}

/**
 * An open source: where it comes from, its passages, and what can be done with it — edit it, read a
 * web page or file again («Actualizar»), delete it (after a confirmation).
 */
export function SourceDetail({ plubotId, source, onDeleted }: SourceDetailProps) {
  const { t, i18n } = useTranslation();
  const detail = useKnowledgeSource(plubotId, source);
  const update = useUpdateKnowledgeSource(plubotId, source.id);
  const remove = useDeleteKnowledgeSource(plubotId);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const editButton = useRef<HTMLButtonElement>(null);
  const canRefresh = source.kind === 'url' || source.kind === 'file';
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const refresh = () => {
    setNotice('');
    update.mutate({ refresh: true }, { onSuccess: () => setNotice(t('knowledge.detail.refreshed')) });
  };

  const closeEditor = (saved: boolean) => {
    setEditing(false);
    if (saved) setNotice(t('knowledge.detail.saved'));
    editButton.current?.focus();
  };

  return (
    <div className="knowledge-detail">
      <dl className="knowledge-detail__facts">
        {source.url && (
          <div>
            <dt>{t('knowledge.detail.address')}</dt>
            <dd>
              <a href={source.url} target="_blank" rel="noopener noreferrer">
                {source.url}
              </a>
            </dd>
          </div>
        )}
        {source.fileName && (
          <div>
            <dt>{t('knowledge.detail.fileName')}</dt>
            <dd>{source.fileName}</dd>
          </div>
        )}
        <div>
          <dt>{t('knowledge.detail.created')}</dt>
          <dd>{date(source.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('knowledge.detail.updated')}</dt>
          <dd>{date(source.updatedAt)}</dd>
        </div>
      </dl>
      <div className="knowledge-detail__actions">
        <button
          ref={editButton}
          type="button"
          className={getButtonClassName({ variant: 'secondary', size: 'sm' })}
          aria-expanded={editing}
          onClick={() => setEditing((value) => !value)}
          disabled={!detail.data}
        >
          {t('knowledge.detail.edit')}
        </button>
        {canRefresh && (
          <Button variant="secondary" size="sm" onClick={refresh} disabled={update.isPending}>
            {update.isPending ? t('knowledge.detail.refreshing') : t('knowledge.detail.refresh')}
          </Button>
        )}
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('knowledge.detail.delete')}
        </Button>
      </div>
      {update.isError && !editing && (
        <p className="knowledge-message knowledge-message--error" role="alert">
          {getErrorMessage(update.error, t('knowledge.detail.refreshFailed'))}
        </p>
      )}
      <p className="knowledge-message knowledge-message--success" role="status">
        {notice}
      </p>
      {editing && detail.data && (
        <SourceEditForm plubotId={plubotId} answer={detail.data} onClose={closeEditor} />
      )}
      {detail.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : detail.isError && !detail.data ? (
        <p className="knowledge-message knowledge-message--error" role="alert">
          {getErrorMessage(detail.error, t('knowledge.detail.loadFailed'))}
        </p>
      ) : (
        <PassageList source={source} passages={detail.data?.passages ?? []} />
      )}
      {confirming && (
        <DangerDialog
          title={t('knowledge.delete.title', { title: source.title })}
          text={t('knowledge.delete.text')}
          cancelLabel={t('knowledge.delete.cancel')}
          confirmLabel={t('knowledge.delete.confirm')}
          busyLabel={t('knowledge.delete.deleting')}
          busy={remove.isPending}
          error={remove.isError ? getErrorMessage(remove.error, t('knowledge.delete.failed')) : null}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
          onConfirm={() =>
            remove.mutate(source.id, {
              onSuccess: () => {
                setConfirming(false);
                onDeleted();
              },
            })
          }
        />
      )}
    </div>
  );
}
