import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { downloadResultsCsv, fetchResults } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';
import { CsvDownload } from './CsvDownload';
import { DataTable } from './DataTable';

/**
 * What each conversation collected (its answers, by variable), the most recent first, a page at a
 * time, with the CSV of them all.
 */
export function ResultsPanel({ plubotId, botName }: { plubotId: string; botName: string }) {
  const { t, i18n } = useTranslation();
  const results = useInfiniteQuery({
    queryKey: ['results', plubotId],
    queryFn: ({ pageParam, signal }) => fetchResults(plubotId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.total && last.results.length > 0 ? loaded : undefined;
    },
    staleTime: 0,
  });

  if (results.isPending) return <Spinner label={t('common.loading')} />;
  if (results.isError) {
    return (
      <p className="leads__error" role="alert">
        {getErrorMessage(results.error)}
      </p>
    );
  }
  const rows = results.data.pages.flatMap((page) => page.results);
  const channel = (name: string) =>
    t(`conversations.list.channels.${name}`, { defaultValue: t('conversations.list.channels.other') });
  return (
    <>
      <div className="leads__actions">
        <CsvDownload download={() => downloadResultsCsv(plubotId, botName)} disabled={rows.length === 0} />
      </div>
      {rows.length === 0 ? (
        <p className="conversations__empty">{t('conversations.results.empty')}</p>
      ) : (
        <>
          <DataTable
            label={t('conversations.results.table')}
            headers={[t('conversations.leads.date'), t('conversations.results.channel')]}
            rows={rows.map((row) => ({
              id: row.session_id,
              cells: [
                <time key="date" dateTime={row.updated_at}>
                  {formatDateTime(row.updated_at, i18n.language)}
                </time>,
                channel(row.channel),
              ],
              data: row.data,
            }))}
          />
          {results.hasNextPage && (
            <Button
              className="conversations__more"
              variant="secondary"
              size="sm"
              onClick={() => void results.fetchNextPage()}
              disabled={results.isFetchingNextPage}
            >
              {t('conversations.list.loadMore')}
            </Button>
          )}
        </>
      )}
    </>
  );
}
