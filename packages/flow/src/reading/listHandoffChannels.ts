import { readNodeData } from './readNodeData';

/** The powers whose channel a hand-off is announced on. */
const ANNOUNCING_POWERS: ReadonlySet<string> = new Set(['slack', 'telegram', 'discord']);

/** A team channel a flow's node posts to: a Slack, Telegram or Discord power, or a Discord node. */
export type HandoffChannel =
  | { kind: 'power'; powerId: string; url: string; token: string; channel: string }
  | { kind: 'discord'; token: string; channelId: string };

/**
 * The team channels a flow's Slack, Telegram and Discord powers (and Discord nodes) post to, each
 * once: where the owner is told that a visitor asks for a person (issue #29). A channel that depends
 * on the conversation (`{{variable}}`) cannot be known for such a notice, so that node is left out,
 * as is one not filled in enough to post. Bot Doctor reads it too (is anyone told?). `type` is the
 * node's canonical type (the engine's `kind`).
 * @example listHandoffChannels([{ type: 'power', data: { powerId: 'slack', powerUrl: 'https://hooks.slack.com/x' } }]).length // 1
 */
export function listHandoffChannels(
  nodes: Iterable<{ readonly type: string | undefined; readonly data: Readonly<Record<string, unknown>> }>,
): HandoffChannel[] {
  const channels = new Map<string, HandoffChannel>();
  const fixed = (value: string | undefined) => {
    const text = value?.trim() ?? '';
    return text.includes('{{') ? undefined : text;
  };
  for (const node of nodes) {
    if (node.type === 'power') {
      const fields = readNodeData('power', node.data);
      const powerId = fields.text('powerId')?.trim() ?? '';
      if (!ANNOUNCING_POWERS.has(powerId)) continue;
      const url = fixed(fields.text('powerUrl'));
      const token = fixed(fields.text('powerToken'));
      const channel = fixed(fields.text('powerChannel'));
      if (url === undefined || token === undefined || channel === undefined) continue;
      const ready =
        powerId === 'slack' ? url !== '' : channel !== '' && (powerId !== 'telegram' || token !== '');
      if (!ready) continue;
      const key = powerId === 'slack' ? `slack|${url}` : `${powerId}|${token}|${channel}`;
      if (!channels.has(key)) channels.set(key, { kind: 'power', powerId, url, token, channel });
    } else if (node.type === 'discord') {
      const fields = readNodeData('discord', node.data);
      const token = fixed(fields.text('discordToken'));
      const channelId = fixed(fields.text('channelId'));
      if (token === undefined || !channelId) continue;
      const key = `discord|${token}|${channelId}`;
      if (!channels.has(key)) channels.set(key, { kind: 'discord', token, channelId });
    }
  }
  return [...channels.values()];
}
