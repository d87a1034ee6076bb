import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Card } from './Card';
import './ErrorScreen.css';

export interface ErrorScreenProps {
  /** A chunk of the app failed to download, so reloading fetches the current version. */
  chunkFailed?: boolean;
}

/** The general error screen: 'Ups! Algo salió mal.' and a button that reloads the page. */
export function ErrorScreen({ chunkFailed = false }: ErrorScreenProps) {
  const { t } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="error-screen" role="alert">
      <Card glow className="error-screen__card">
        <h1 className="error-screen__title">{t('errors.screen.title')}</h1>
        <p className="error-screen__text">
          {chunkFailed ? t('errors.screen.chunkDescription') : t('errors.screen.description')}
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {t('errors.screen.reload')}
        </Button>
      </Card>
    </div>
  );
}
