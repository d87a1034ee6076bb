import { useTranslation } from 'react-i18next';
import { CopyField } from './CopyField';

export interface ExportTabProps {
  data: Record<string, unknown>;
  onCopied: () => void;
  onCopyFailed: (thing: string) => void;
}

/**
 * The export tab: it exists but has no tab button (spec §4); the panel shows it when opened with
 * `initialTab: 'export'`. It gives everything needed to publish the bot elsewhere, as JSON.
 */
export function ExportTab({ data, onCopied, onCopyFailed }: ExportTabProps) {
  const { t } = useTranslation();
  return (
    <div className="share-tab">
      <CopyField
        code
        title={t('sharing.export.title')}
        description={t('sharing.export.text')}
        value={JSON.stringify(data, null, 2)}
        onCopied={onCopied}
        onCopyFailed={() => onCopyFailed(t('sharing.things.export'))}
      />
    </div>
  );
}
