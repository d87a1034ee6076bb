import type { KnowledgeSource } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';

/** Where a source stands, as a pill: being read (with a spinner), ready with its passages, or failed. */
export function SourceStatusChip({ source }: { source: Pick<KnowledgeSource, 'status' | 'passageCount'> }) {
  const { t } = useTranslation();
  return (
    <span className={`knowledge-status knowledge-status--${source.status}`}>
      {source.status === 'processing' && <Spinner size="sm" />}
      {source.status === 'processing'
        ? t('knowledge.status.processing')
        : source.status === 'ready'
          ? t('knowledge.status.ready', { count: source.passageCount })
          : t('knowledge.status.error')}
    </span>
  );
}
