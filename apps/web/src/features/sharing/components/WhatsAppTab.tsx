import type { WhatsAppFailureReason } from '@plubot/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import { useWhatsAppConnection } from '../hooks/useWhatsAppConnection';

export interface WhatsAppTabProps {
  plubotId: string;
}

/** Link a WhatsApp number by QR (spec §4: unknown → not connected → QR, polled → connected). */
export function WhatsAppTab({ plubotId }: WhatsAppTabProps) {
  const { t } = useTranslation();
  const { view, initiate, disconnect, retry } = useWhatsAppConnection(plubotId);

  return (
    <div className="share-tab whatsapp-tab" data-status={view.status}>
      <h3 className="copy-field__title">{t('sharing.whatsapp.title')}</h3>
      <p className="copy-field__description">{t('sharing.whatsapp.text')}</p>

      {view.status === 'unknown' &&
        (view.checkFailed ? (
          <div className="whatsapp-tab__row" role="alert">
            <span>{t('sharing.whatsapp.statusFailed')}</span>
            <Button size="sm" variant="secondary" onClick={() => void retry()}>
              {t('sharing.whatsapp.retry')}
            </Button>
          </div>
        ) : (
          <Spinner label={t('sharing.whatsapp.checking')} />
        ))}

      {view.status === 'not_connected' && (
        <div className="whatsapp-tab__row">
          <span className="whatsapp-tab__state">{t('sharing.whatsapp.notConnected')}</span>
          <Button onClick={() => void initiate()} disabled={view.busy !== null}>
            {view.busy === 'initiate' ? t('sharing.whatsapp.generating') : t('sharing.whatsapp.generate')}
          </Button>
        </div>
      )}

      {view.status === 'qr' && (
        <div className="whatsapp-tab__qr">
          {view.qrCodeUrl && (
            <img src={view.qrCodeUrl} width={220} height={220} alt={t('sharing.whatsapp.qrAlt')} />
          )}
          <div>
            <p>{t('sharing.whatsapp.scan')}</p>
            <p className="whatsapp-tab__waiting">
              <Spinner size="sm" /> {t('sharing.whatsapp.waiting')}
            </p>
          </div>
        </div>
      )}

      {view.status === 'connected' && (
        <div className="whatsapp-tab__row">
          <span className="whatsapp-tab__state whatsapp-tab__state--on">
            {view.number
              ? t('sharing.whatsapp.connected', { number: view.number })
              : t('sharing.whatsapp.connectedNoNumber')}
          </span>
          <Button variant="danger" onClick={() => void disconnect()} disabled={view.busy !== null}>
            {view.busy === 'disconnect'
              ? t('sharing.whatsapp.disconnecting')
              : t('sharing.whatsapp.disconnect')}
          </Button>
        </div>
      )}

      {view.reason && (view.status === 'not_connected' || view.status === 'connected') && (
        <p
          className="whatsapp-tab__notice whatsapp-tab__notice--error"
          role={view.status === 'not_connected' ? 'alert' : 'status'}
          data-reason={view.reason}
        >
          {describeReason(t, view.status, view.reason)}
        </p>
      )}

      {view.notice && (
        <p
          className={`whatsapp-tab__notice whatsapp-tab__notice--${view.notice.kind}`}
          role={view.notice.kind === 'error' ? 'alert' : 'status'}
        >
          {view.notice.text}
        </p>
      )}
    </div>
  );
}

/**
 * What happened and what to do, in plain words: a lost link asks for a new QR; a linked number
 * that is reconnecting on its own says so (and when the owner should step in).
 */
function describeReason(t: TFunction, status: 'not_connected' | 'connected', reason: WhatsAppFailureReason) {
  if (status === 'connected') {
    switch (reason) {
      case 'connectionLost':
      case 'connectionReplaced':
      case 'badSession':
      case 'unavailable':
      case 'unknown':
        return t(`sharing.whatsapp.reconnecting.${reason}`);
    }
  }
  return t(`sharing.whatsapp.reasons.${reason}`);
}
