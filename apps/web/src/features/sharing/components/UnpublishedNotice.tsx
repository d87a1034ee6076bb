import { API } from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { callApi } from '../../../lib/callApi';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';

/**
 * Before sharing (issue #28): visitors get the published version, not the draft. When the draft
 * has changes that are not live, the share panel says so and offers 'Publicar ahora' (Bot Doctor
 * still has the last word: a blocking finding refuses it, and says why).
 */
export function UnpublishedNotice({ plubotId }: { plubotId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['publishedStatus', plubotId, 'share'],
    queryFn: () => callApi(API.getPublished, { params: { id: plubotId } }),
    staleTime: 0,
  });
  const publish = useMutation({
    mutationFn: () =>
      callApi(API.publishDraft, {
        params: { id: plubotId },
        body: { expectedVersion: status.data?.published?.version ?? null },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['publishedStatus', plubotId] }),
  });
  if (publish.isSuccess) {
    return (
      <p className="share-panel__notice share-panel__notice--success" role="status">
        {t('sharing.unpublished.done', { n: publish.data.published.version })}
      </p>
    );
  }
  if (!status.data || status.data.changes === 0) return null;
  return (
    <div className="share-panel__notice share-panel__notice--warning" role="status">
      <p>
        {status.data.published
          ? t('sharing.unpublished.changes', { count: status.data.changes, n: status.data.published.version })
          : t('sharing.unpublished.never')}
      </p>
      {publish.isError && (
        <p role="alert">{getErrorMessage(publish.error, t('sharing.unpublished.failed'))}</p>
      )}
      <Button size="sm" variant="primary" disabled={publish.isPending} onClick={() => publish.mutate()}>
        {publish.isPending ? t('editor.publishing.publishing') : t('editor.publishing.publishNow')}
      </Button>
    </div>
  );
}
