import type { ChannelPower } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { useEditorModals } from '../../../hooks/useEditorModals';

/**
 * A channel's power (WhatsApp Business, Instagram): what it is — a channel, not a step of the flow —
 * and, for WhatsApp, the bot's WhatsApp page (the share panel's tab where its number is linked).
 */
export function ChannelPowerNote({ powerId }: { powerId: ChannelPower }) {
  const { t } = useTranslation();
  const { openWhatsApp } = useEditorModals();
  return (
    <>
      <p className="inspector__note" role="status">
        {t(`powers.channels.${powerId}.node`)}
      </p>
      {powerId === 'whatsapp-business' && (
        <Button size="sm" variant="secondary" onClick={openWhatsApp}>
          {t('powers.channels.whatsapp-business.open')}
        </Button>
      )}
    </>
  );
}
