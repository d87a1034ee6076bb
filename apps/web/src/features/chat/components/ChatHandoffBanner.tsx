import { useTranslation } from 'react-i18next';
import type { ChatHandoff } from '../types';

export interface ChatHandoffBannerProps {
  handoff: ChatHandoff | null | undefined;
  botName: string;
}

/**
 * The line above the reply box while a person is asked for («Esperando a una persona del
 * equipo…») or answers («Ana, del equipo de Nova, te está atendiendo»). The live region stays in
 * the page (empty while the bot answers), so each change is announced.
 */
export function ChatHandoffBanner({ handoff, botName }: ChatHandoffBannerProps) {
  const { t } = useTranslation();
  let text: string | null = null;
  if (handoff?.status === 'waiting') text = t('chat.handoff.banner.waiting');
  else if (handoff?.status === 'person') {
    text = handoff.agentName
      ? t('chat.handoff.banner.person', { name: handoff.agentName, bot: botName })
      : t('chat.handoff.banner.personUnnamed');
  }
  return (
    <div className="chat-window__handoff" role="status" aria-live="polite">
      {text && (
        <p className={`chat-window__handoff-text chat-window__handoff-text--${handoff?.status}`}>
          {handoff?.status === 'waiting' && (
            <span className="chat-window__handoff-pulse motion-loop" aria-hidden="true" />
          )}
          {text}
        </p>
      )}
    </div>
  );
}
