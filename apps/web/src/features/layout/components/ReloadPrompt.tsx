import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { APP_EVENTS } from '../../../config/events';
import './ReloadPrompt.css';

/** Offers a reload after part of the app failed to download (the `preload-error` event). */
export function ReloadPrompt() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const show = () => setVisible(true);
    window.addEventListener(APP_EVENTS.preloadError, show);
    return () => window.removeEventListener(APP_EVENTS.preloadError, show);
  }, []);

  if (!visible) return null;
  return (
    <div className="reload-prompt" role="alert">
      <p className="reload-prompt__text">{t('errors.preload.message')}</p>
      <div className="reload-prompt__actions">
        <Button size="sm" onClick={() => window.location.reload()}>
          {t('errors.preload.reload')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setVisible(false)}>
          {t('common.dismiss')}
        </Button>
      </div>
    </div>
  );
}
