import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import './content.css';

export interface ContentStatusProps {
  status: 'loading' | 'error';
}

/** What a content page shows while its file loads, or when it could not be loaded. */
export function ContentStatus({ status }: ContentStatusProps) {
  const { t } = useTranslation();
  if (status === 'loading')
    return (
      <div className="content-status">
        <Spinner label={t('content.loading')} />
      </div>
    );
  return (
    <Card className="content-status content-status--error" role="alert">
      <p>{t('content.loadFailed')}</p>
      <button type="button" className="content-status__retry" onClick={() => window.location.reload()}>
        {t('content.retry')}
      </button>
    </Card>
  );
}
