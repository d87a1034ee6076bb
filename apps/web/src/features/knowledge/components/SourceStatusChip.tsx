import type { KnowledgeSource } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';

/**
 * Where a source stands, as a pill: being read (with a spinner, and the pages read so far of a
 * sitemap), ready with its passages, or failed.
 */
export function SourceStatusChip({
  source,
}: {
  source: Pick<KnowledgeSource, 'status' | 'passageCount'> & Partial<Pick<KnowledgeSource, 'progress'>>;
}) {
  const { t } = useTranslation();
  return (
    <span className={`knowledge-status knowledge-status--${source.status}`}>
      {source.status === 'processing' && <Spinner size="sm" />}
      {source.status === 'processing'
        ? source.progress
          ? t('knowledge.status.processingPages', source.progress)
          : t('knowledge.status.processing')
        : source.status === 'ready'
          ? t('knowledge.status.ready', { count: source.passageCount })
          : t('knowledge.status.error')}
    </span>
  );
}
