import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

/** The «Descargar CSV» button of a data table, with its busy state and its error. */
export function CsvDownload({
  download,
  disabled = false,
}: {
  download: () => Promise<void>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState('');

  async function start() {
    setDownloading(true);
    setError('');
    try {
      await download();
    } catch {
      setError(t('conversations.leads.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void start()} disabled={downloading || disabled}>
        {downloading ? t('conversations.leads.downloading') : t('conversations.leads.download')}
      </Button>
      {error && (
        <span className="leads__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
