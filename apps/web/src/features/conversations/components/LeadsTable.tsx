import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { downloadLeadsCsv, type Lead } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';
import { formatLeadValue, getLeadColumns } from '../helpers/getLeadColumns';

export interface LeadsTableProps {
  plubotId: string;
  botName: string;
  leads: Lead[];
}

/** What the bot collected (one row per saved lead) and the CSV download. */
export function LeadsTable({ plubotId, botName, leads }: LeadsTableProps) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');
  const columns = getLeadColumns(leads);

  async function download() {
    setDownloading(true);
    setError('');
    try {
      await downloadLeadsCsv(plubotId, botName);
    } catch {
      setError(t('conversations.leads.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <div className="leads__actions">
        <Button variant="secondary" size="sm" onClick={download} disabled={downloading || leads.length === 0}>
          {downloading ? t('conversations.leads.downloading') : t('conversations.leads.download')}
        </Button>
        {error && (
          <span className="leads__error" role="alert">
            {error}
          </span>
        )}
      </div>
      {leads.length === 0 ? (
        <p className="conversations__empty">{t('conversations.leads.empty')}</p>
      ) : (
        <div className="leads__scroll">
          <table className="leads__table">
            <thead>
              <tr>
                <th scope="col">{t('conversations.leads.date')}</th>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={lead.id}>
                  <td>
                    <time dateTime={lead.created_at}>{formatDateTime(lead.created_at, i18n.language)}</time>
                  </td>
                  {columns.map((column) => (
                    <td key={column}>{formatLeadValue(lead.data[column])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
