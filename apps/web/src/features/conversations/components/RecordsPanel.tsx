import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { downloadRecordsCsv, fetchRecords } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';
import { CsvDownload } from './CsvDownload';
import { DataTable } from './DataTable';

/**
 * The bot's own records (what its database nodes saved): one collection at a time, newest first,
 * with the collection's CSV download.
 */
export function RecordsPanel({ plubotId, botName }: { plubotId: string; botName: string }) {
  const { t, i18n } = useTranslation();
  const [collection, setCollection] = useState<string | null>(null);
  const selectId = useId();
  const records = useQuery({
    queryKey: ['records', plubotId, collection],
    queryFn: ({ signal }) => fetchRecords(plubotId, collection, signal),
    staleTime: 0,
  });

  if (records.isPending) return <Spinner label={t('common.loading')} />;
  if (records.isError) {
    return (
      <p className="leads__error" role="alert">
        {getErrorMessage(records.error)}
      </p>
    );
  }
  const { collections, records: rows } = records.data;
  const shown = records.data.collection;
  if (collections.length === 0 || !shown) {
    return <p className="conversations__empty">{t('conversations.records.empty')}</p>;
  }
  return (
    <>
      <div className="leads__actions">
        <label htmlFor={selectId}>{t('conversations.records.collection')}</label>
        <select id={selectId} value={shown} onChange={(event) => setCollection(event.target.value)}>
          {collections.map((item) => (
            <option key={item.name} value={item.name}>
              {t('conversations.records.option', { name: item.name, count: item.count })}
            </option>
          ))}
        </select>
        <CsvDownload download={() => downloadRecordsCsv(plubotId, botName, shown)} />
      </div>
      <DataTable
        label={t('conversations.records.table')}
        headers={[t('conversations.records.key'), t('conversations.records.updated')]}
        rows={rows.map((row) => ({
          id: row.id,
          cells: [
            row.key,
            <time key="updated" dateTime={row.updated_at}>
              {formatDateTime(row.updated_at, i18n.language)}
            </time>,
          ],
          data: row.data,
        }))}
      />
    </>
  );
}
