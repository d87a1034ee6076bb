import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { downloadRecordsCsv, fetchRecords } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';
import { formatLeadValue, getLeadColumns } from '../helpers/getLeadColumns';

/**
 * The bot's own records (what its database nodes saved): one collection at a time, newest first,
 * with the collection's CSV download.
 */
export function RecordsPanel({ plubotId, botName }: { plubotId: string; botName: string }) {
  const { t, i18n } = useTranslation();
  const [collection, setCollection] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState('');
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
  const columns = getLeadColumns(rows);

  async function download(name: string) {
    setDownloading(true);
    setDownloadError('');
    try {
      await downloadRecordsCsv(plubotId, botName, name);
    } catch {
      setDownloadError(t('conversations.leads.downloadFailed'));
    } finally {
      setDownloading(false);
    }
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
        <Button variant="secondary" size="sm" onClick={() => void download(shown)} disabled={downloading}>
          {downloading ? t('conversations.leads.downloading') : t('conversations.leads.download')}
        </Button>
        {downloadError && (
          <span className="leads__error" role="alert">
            {downloadError}
          </span>
        )}
      </div>
      <div className="leads__scroll">
        <table className="leads__table">
          <thead>
            <tr>
              <th scope="col">{t('conversations.records.key')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{t('conversations.records.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.key}</th>
                {columns.map((column) => (
                  <td key={column}>{formatLeadValue(row.data[column])}</td>
                ))}
                <td>
                  <time dateTime={row.updated_at}>{formatDateTime(row.updated_at, i18n.language)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
