import { QUICK_BOT_TEXTS } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import type { QuickBotFormValues } from '../../helpers/quickBotForm';

export interface QuickBotPreviewProps {
  values: QuickBotFormValues;
}

/** What a visitor will read, in order: the bot's side of the conversation the flow will hold. */
export function QuickBotPreview({ values }: QuickBotPreviewProps) {
  const { t } = useTranslation();
  const name = values.name.trim() || t('creation.lab.hologram.placeholder');
  const bubbles = [{ key: 'welcome', text: values.welcomeMessage.trim() || '…' }];
  if (values.collect.name) bubbles.push({ key: 'name', text: QUICK_BOT_TEXTS.askName });
  if (values.collect.email) {
    const text = values.collect.name
      ? QUICK_BOT_TEXTS.askEmailNamed.replace('{{nombre}}', '…')
      : QUICK_BOT_TEXTS.askEmail;
    bubbles.push({ key: 'email', text });
  }
  if (values.collect.reason) bubbles.push({ key: 'reason', text: QUICK_BOT_TEXTS.askReason });
  const buttons = values.menu.filter((row) => row.label.trim() !== '');
  if (buttons.length > 0) {
    bubbles.push({ key: 'menu', text: values.menuQuestion.trim() || QUICK_BOT_TEXTS.menuQuestion });
  }
  return (
    <div className="quick-preview" aria-hidden="true">
      <div className="quick-preview__header">{name}</div>
      <div className="quick-preview__body">
        {bubbles.map((bubble) => (
          <p key={bubble.key} className="quick-preview__bubble">
            {bubble.text}
          </p>
        ))}
        {buttons.length > 0 && (
          <div className="quick-preview__buttons">
            {buttons.map((row) => (
              <span key={row.id} className="quick-preview__button">
                {row.label.trim()}
              </span>
            ))}
          </div>
        )}
        <p className="quick-preview__bubble">{values.farewellMessage.trim() || QUICK_BOT_TEXTS.farewell}</p>
      </div>
    </div>
  );
}
