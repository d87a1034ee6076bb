import type { ChannelWindow } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { describeChannelWindow } from '../helpers/channelWindowNotice';

/**
 * Above the composer of a WhatsApp Cloud, Messenger or Instagram conversation: Meta's 24-hour
 * window with the contact is about to close or closed, and what a reply written now does (the
 * chosen template goes instead, it goes with Meta's human-agent tag until a date, or nothing goes
 * until the contact writes). Nothing while the window is open and not closing soon.
 */
export function ChannelWindowNotice({ channelWindow }: { channelWindow: ChannelWindow }) {
  const { t, i18n } = useTranslation();
  const notice = describeChannelWindow(channelWindow, Date.now());
  if (!notice) return null;
  const format = (iso: string | null, options: Intl.DateTimeFormatOptions) =>
    iso ? new Intl.DateTimeFormat(i18n.language, options).format(new Date(iso)) : '';
  const name = notice.template ?? '';
  let text: string;
  switch (notice.key) {
    case 'closingSoon': {
      const after =
        notice.after === 'afterTemplate'
          ? t('inbox.window.afterTemplate', { name })
          : notice.after === 'afterHumanAgent'
            ? t('inbox.window.afterHumanAgent')
            : t('inbox.window.afterNone');
      text = t('inbox.window.closingSoon', { time: format(notice.at, { timeStyle: 'short' }), after });
      break;
    }
    case 'template':
    case 'templateWithText':
      text = t(`inbox.window.${notice.key}`, { name });
      break;
    case 'humanAgent':
      text = t('inbox.window.humanAgent', {
        date: format(notice.at, { dateStyle: 'medium', timeStyle: 'short' }),
      });
      break;
    case 'none':
    case 'humanClosed':
      text = t(`inbox.window.${notice.key}`);
      break;
  }
  return (
    <p
      className={`inbox__window inbox__window--${notice.tone}`}
      role="note"
      aria-label={t('inbox.window.label')}
    >
      {text}
    </p>
  );
}
