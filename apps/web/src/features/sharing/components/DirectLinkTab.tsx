import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyField } from './CopyField';

export interface DirectLinkTabProps {
  plubotId: string;
  chatUrl: string;
  onCopied: () => void;
  onCopyFailed: (thing: string) => void;
  onNavigate: () => void;
}

/** The bot's public link `{origin}/chat/{publicId}`, to copy or open. */
export function DirectLinkTab({ plubotId, chatUrl, onCopied, onCopyFailed, onNavigate }: DirectLinkTabProps) {
  const { t } = useTranslation();
  return (
    <div className="share-tab">
      <CopyField
        title={t('sharing.link.title')}
        description={t('sharing.link.text')}
        value={chatUrl}
        onCopied={onCopied}
        onCopyFailed={() => onCopyFailed(t('sharing.things.link'))}
      />
      <div className="share-tab__actions">
        <a className="btn btn--secondary btn--sm" href={chatUrl} target="_blank" rel="noopener noreferrer">
          {t('sharing.link.open')} ↗
        </a>
        <Link
          className="btn btn--ghost btn--sm"
          to={`/plubot/conversations/${encodeURIComponent(plubotId)}`}
          onClick={onNavigate}
        >
          {t('sharing.link.conversations')}
        </Link>
      </div>
    </div>
  );
}
