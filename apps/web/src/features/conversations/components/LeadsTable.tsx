import { useTranslation } from 'react-i18next';
import { downloadLeadsCsv, type Lead } from '../helpers/conversationsApi';
import { formatDateTime } from '../helpers/formatDateTime';
import { getContactDataColumns } from '../helpers/getLeadColumns';
import { CsvDownload } from './CsvDownload';
import { DataTable } from './DataTable';

export interface LeadsTableProps {
  plubotId: string;
  botName: string;
  leads: Lead[];
}

/**
 * The bot's contacts — one per person, made by itself when a conversation gives an e-mail or a
 * phone — with the latest values each gave, and the CSV download.
 */
export function LeadsTable({ plubotId, botName, leads }: LeadsTableProps) {
  const { t, i18n } = useTranslation();
  const headers = [
    t('conversations.leads.name'),
    t('conversations.leads.email'),
    t('conversations.leads.phone'),
    t('conversations.leads.conversations'),
    t('conversations.leads.date'),
  ];
  return (
    <>
      <div className="leads__actions">
        <CsvDownload download={() => downloadLeadsCsv(plubotId, botName)} disabled={leads.length === 0} />
      </div>
      {leads.length === 0 ? (
        <p className="conversations__empty">{t('conversations.leads.empty')}</p>
      ) : (
        <DataTable
          label={t('conversations.leads.table')}
          headers={headers}
          columns={getContactDataColumns(leads)}
          rows={leads.map((lead) => ({
            id: lead.id,
            cells: [
              lead.name ?? '—',
              lead.email ?? '',
              lead.phone ?? '',
              lead.conversations,
              <time key="date" dateTime={lead.updated_at}>
                {formatDateTime(lead.updated_at, i18n.language)}
              </time>,
            ],
            data: lead.data,
          }))}
        />
      )}
    </>
  );
}
