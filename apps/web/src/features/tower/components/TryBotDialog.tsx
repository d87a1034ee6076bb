import type { TowerBot } from '@plubot/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame';

/** The message the embedded chat sends when Escape is pressed inside it. */
const CHAT_CLOSE_MESSAGE = 'plubot:close';

/**
 * Tries a published bot in place: its real public chat (`/chat/{publicId}`, the page the widget
 * frames) inside a dialog. Escape closes it, also while focus is inside the chat.
 */
export function TryBotDialog({ bot, onClose }: { bot: TowerBot; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      if (event.origin !== window.location.origin) return;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === CHAT_CLOSE_MESSAGE)
        onClose();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [onClose]);

  const src = `/chat/${encodeURIComponent(bot.publicId)}?embed=1&color=${encodeURIComponent(bot.color)}`;
  return (
    <DialogFrame
      title={t('tower.try.title', { name: bot.name })}
      subtitle={t('tower.try.subtitle')}
      closeLabel={t('tower.try.close')}
      onClose={onClose}
      size="md"
      className="tower-try"
    >
      <iframe className="tower-try__frame" src={src} title={t('tower.try.frameTitle', { name: bot.name })} />
    </DialogFrame>
  );
}
