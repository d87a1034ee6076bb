import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

export interface QrCodeTabProps {
  publicId: string;
  botName: string;
  onError: (text: string) => void;
  /** A QR was downloaded: a share, reported to the server like a copied link. */
  onDownloaded: () => void;
}

/** The server-drawn QR of the chat link (200×200), with PNG and SVG downloads. */
export function QrCodeTab({ publicId, botName, onError, onDownloaded }: QrCodeTabProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const base = `/api/qr/${encodeURIComponent(publicId)}`;

  async function download(extension: 'png' | 'svg') {
    if (failed) {
      onError(t('sharing.qr.none'));
      return;
    }
    try {
      const response = await fetch(`${base}.${extension}`);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `qr-${botName.replace(/[^\w-]+/g, '-') || 'plubot'}.${extension}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      onDownloaded();
    } catch {
      onError(t('sharing.qr.none'));
    }
  }

  return (
    <div className="share-tab qr-tab">
      <h3 className="copy-field__title">{t('sharing.qr.title')}</h3>
      <p className="copy-field__description">{t('sharing.qr.text')}</p>
      <div className="qr-tab__frame">
        {failed ? (
          <p role="alert" className="qr-tab__failed">
            {t('sharing.qr.failed')}
          </p>
        ) : (
          <img
            src={`${base}.png`}
            width={200}
            height={200}
            alt={t('sharing.qr.alt', { name: botName })}
            onError={() => setFailed(true)}
          />
        )}
      </div>
      <div className="share-tab__actions">
        <Button size="sm" onClick={() => void download('png')}>
          {t('sharing.qr.download')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void download('svg')}>
          {t('sharing.qr.downloadSvg')}
        </Button>
      </div>
    </div>
  );
}
