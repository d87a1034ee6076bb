import { describe, expect, it } from 'vitest';
import { listHandoffChannels } from './listHandoffChannels';

const node = (type: string, data: Record<string, unknown>) => ({ type, data });

describe('listHandoffChannels', () => {
  it('takes each Slack, Telegram and Discord channel once', () => {
    const channels = listHandoffChannels([
      node('power', { powerId: 'slack', powerUrl: 'https://hooks.slack.com/a' }),
      node('power', { powerId: 'slack', powerUrl: 'https://hooks.slack.com/a', powerMessage: 'x' }),
      node('power', { powerId: 'slack', powerUrl: 'https://hooks.slack.com/b' }),
      node('power', { powerId: 'telegram', powerToken: 't', powerChannel: '1' }),
      node('power', { powerId: 'discord', powerChannel: '9' }),
      // A Discord node on the same channel with the same bot (the owner's integration): told once.
      node('discord', { discordToken: '', channelId: '9' }),
    ]);
    expect(channels).toEqual([
      { kind: 'power', powerId: 'slack', url: 'https://hooks.slack.com/a', token: '', channel: '' },
      { kind: 'power', powerId: 'slack', url: 'https://hooks.slack.com/b', token: '', channel: '' },
      { kind: 'power', powerId: 'telegram', url: '', token: 't', channel: '1' },
      { kind: 'power', powerId: 'discord', url: '', token: '', channel: '9' },
    ]);
    expect(listHandoffChannels([node('discord', { discordToken: 'b', channelId: '9' })])).toEqual([
      { kind: 'discord', token: 'b', channelId: '9' },
    ]);
  });

  it('leaves out other powers, unfinished nodes and channels that depend on the conversation', () => {
    expect(
      listHandoffChannels([
        node('power', { powerId: 'webhooks', powerUrl: 'https://example.com' }),
        node('power', { powerId: 'slack' }),
        node('power', { powerId: 'telegram', powerChannel: '1' }),
        node('power', { powerId: 'slack', powerUrl: '{{hook}}' }),
        node('power', { powerId: 'telegram', powerToken: 't', powerChannel: '{{chat}}' }),
        node('discord', { channelId: '' }),
        node('message', { message: 'hola' }),
      ]),
    ).toEqual([]);
  });
});
