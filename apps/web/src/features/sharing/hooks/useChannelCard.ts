import type { ChannelState, SupportedChannel } from '@plubot/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectChannel } from '../helpers/channelsApi';

/** The query key of a bot's channels in 'Canales'. */
export const channelsQueryKey = (plubotId: string) => ['channels', plubotId];

/**
 * What every channel card of 'Canales' shares: `replace` writes the channel's new state into the
 * bot's channel list (null: back to «No configurado»), and `disconnect` removes the connection.
 */
export function useChannelCard(plubotId: string, channel: SupportedChannel) {
  const queryClient = useQueryClient();
  const replace = (next: ChannelState | null) =>
    queryClient.setQueryData<ChannelState[]>(channelsQueryKey(plubotId), (current) =>
      current?.map((item) =>
        item.channel === channel
          ? (next ?? { ...item, status: 'notConfigured', error: null, details: {}, connectedAt: null })
          : item,
      ),
    );
  const disconnect = useMutation({
    mutationFn: () => disconnectChannel(plubotId, channel),
    onSuccess: () => replace(null),
  });
  return { replace, disconnect };
}

export type ChannelDisconnect = ReturnType<typeof useChannelCard>['disconnect'];
