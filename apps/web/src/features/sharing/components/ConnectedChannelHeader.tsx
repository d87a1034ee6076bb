import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import type { ChannelDisconnect } from '../hooks/useChannelCard';

/**
 * The first lines of a connected channel's card in 'Canales': the account it answers as, the
 * «Desconectar» button, and why disconnecting failed when it did.
 */
export function ConnectedChannelHeader({
  account,
  disconnect,
}: {
  account: ReactNode;
  disconnect: ChannelDisconnect;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="whatsapp-tab__row">
        {account}
        <Button
          variant="danger"
          size="sm"
          onClick={() => disconnect.mutate()}
          disabled={disconnect.isPending}
        >
          {disconnect.isPending ? t('sharing.channels.disconnecting') : t('sharing.channels.disconnect')}
        </Button>
      </div>
      {disconnect.isError && (
        <p className="whatsapp-tab__notice whatsapp-tab__notice--error" role="alert">
          {getErrorMessage(disconnect.error)}
        </p>
      )}
    </>
  );
}
