import type { AnalyticsChannel, FunnelResponse } from '@plubot/contracts';

/** One choice of the channel picker: a channel and its conversations in the range. */
export interface ChannelOption {
  channel: AnalyticsChannel;
  started: number;
}

/**
 * What the channel picker offers besides «Todos los canales»: the channels people came through in
 * the range, busiest first as the server sorts them. A channel chosen before stays offered (with 0)
 * when the range has none of its conversations, so the choice never changes by itself.
 *
 * @example
 * buildChannelOptions([{ channel: 'web', opened: 3, started: 2, completed: 1, leads: 1 }], 'telegram')
 * // [{ channel: 'web', started: 2 }, { channel: 'telegram', started: 0 }]
 */
export function buildChannelOptions(
  channels: FunnelResponse['channels'],
  selected: AnalyticsChannel | undefined,
): ChannelOption[] {
  const options = channels.map(({ channel, started }) => ({ channel, started }));
  if (selected !== undefined && !options.some((option) => option.channel === selected)) {
    options.push({ channel: selected, started: 0 });
  }
  return options;
}
