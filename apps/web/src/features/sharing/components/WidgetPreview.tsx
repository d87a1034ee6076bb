import type { EmbedConfig } from '@plubot/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatWindow, getReadableTextColor, usePrefersDark } from '../../chat';

export interface WidgetPreviewProps {
  botName: string;
  embed: EmbedConfig;
  /** The bot's own colour (its avatar) and first message, as the chat shows them. */
  botColor?: string | undefined;
  greeting?: string | undefined;
}

const noop = () => {};
const noSend = async () => false;

/**
 * The widget as a visitor of the owner's site will see it, redrawn on every change: the bubble
 * at its position in the primary colour with the welcome message beside it, and the open chat
 * (its first message) in its theme and size, capped to the preview. Nothing here talks to the bot.
 */
export function WidgetPreview({ botName, embed, botColor, greeting }: WidgetPreviewProps) {
  const { t } = useTranslation();
  const prefersDark = usePrefersDark();
  const theme = embed.theme === 'auto' ? (prefersDark ? 'dark' : 'light') : embed.theme;
  const style = {
    '--preview-primary': embed.primaryColor,
    '--preview-on-primary': getReadableTextColor(embed.primaryColor),
    '--preview-width': embed.width,
    '--preview-height': embed.height,
  } as CSSProperties;
  const welcome = embed.welcomeMessage.trim();
  const firstMessage = greeting?.trim() || welcome;
  return (
    <figure className="widget-preview" style={style} aria-label={t('sharing.customize.preview')}>
      <div className="widget-preview__browser" aria-hidden="true">
        <span className="widget-preview__dot" />
        <span className="widget-preview__dot" />
        <span className="widget-preview__dot" />
        <em>{t('sharing.customize.previewHost')}</em>
      </div>
      <div className={`widget-preview__site widget-preview__site--${embed.position}`}>
        <div className="widget-preview__lines" aria-hidden="true">
          <i />
          <i />
          <i />
        </div>
        <div className="widget-preview__panel" data-testid="widget-preview-panel">
          <ChatWindow
            botName={botName}
            primaryColor={embed.primaryColor}
            botColor={botColor}
            theme={theme}
            variant="panel"
            headingLevel={3}
            readOnly
            conversation={{
              status: 'ready',
              entries: [
                ...(firstMessage ? [{ key: 'w', role: 'bot' as const, text: firstMessage }] : []),
                { key: 'u', role: 'user' as const, text: t('sharing.customize.previewReply') },
              ],
              input: { kind: 'text', nodeId: 'preview', validation: 'text' },
              error: null,
            }}
            onSend={noSend}
            onChoose={noop}
            onRestart={noop}
          />
        </div>
        <div className="widget-preview__launcher">
          {welcome && <p className="widget-preview__greeting">{welcome}</p>}
          <span
            className="widget-preview__bubble"
            role="img"
            aria-label={t('sharing.customize.previewBubble')}
          >
            <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
              <path
                d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z"
                fill="currentColor"
              />
            </svg>
          </span>
        </div>
      </div>
    </figure>
  );
}
