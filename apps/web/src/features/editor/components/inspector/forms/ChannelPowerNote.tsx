import type { ChannelPower } from '@plubot/flow';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/Button';
import { useEditorModals } from '../../../hooks/useEditorModals';

/**
 * A channel's power (WhatsApp Business, Instagram): what it is — a channel, not a step of the flow —
 * and where the bot is put on it: for WhatsApp the share panel's tab where its number is linked by
 * QR, for Instagram the channels tab where the account is connected.
 */
export function ChannelPowerNote({ powerId }: { powerId: ChannelPower }) {
  const { t } = useTranslation();
  const { openWhatsApp, openChannels } = useEditorModals();
  return (
    <>
      <p className="inspector__note" role="status">
        {t(`powers.channels.${powerId}.node`)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={powerId === 'whatsapp-business' ? openWhatsApp : openChannels}
      >
        {t(`powers.channels.${powerId}.open`)}
      </Button>
    </>
  );
}
