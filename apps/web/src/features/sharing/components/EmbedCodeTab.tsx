import { useTranslation } from 'react-i18next';
import type { EmbedSnippets } from '../helpers/buildEmbedSnippets';
import { CopyField } from './CopyField';

export interface EmbedCodeTabProps {
  snippets: EmbedSnippets;
  onCopied: () => void;
  onCopyFailed: (thing: string) => void;
}

/** The widget script, the inline mode and a plain iframe, each ready to copy. */
export function EmbedCodeTab({ snippets, onCopied, onCopyFailed }: EmbedCodeTabProps) {
  const { t } = useTranslation();
  return (
    <div className="share-tab">
      <CopyField
        code
        title={t('sharing.embed.widgetTitle')}
        description={t('sharing.embed.widgetText')}
        value={snippets.script}
        onCopied={onCopied}
        onCopyFailed={() => onCopyFailed(t('sharing.things.script'))}
      />
      <CopyField
        code
        title={t('sharing.embed.inlineTitle')}
        description={t('sharing.embed.inlineText')}
        value={snippets.inline}
        onCopied={onCopied}
        onCopyFailed={() => onCopyFailed(t('sharing.things.inline'))}
      />
      <CopyField
        code
        title={t('sharing.embed.iframeTitle')}
        description={t('sharing.embed.iframeText')}
        value={snippets.iframe}
        onCopied={onCopied}
        onCopyFailed={() => onCopyFailed(t('sharing.things.iframe'))}
      />
    </div>
  );
}
