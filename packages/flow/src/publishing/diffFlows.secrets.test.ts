import { describe, expect, it } from 'vitest';
import type { FlowGraph } from '../model/flowSchema';
import { node } from '../testing/graphBuilders';
import { diffFlows } from './diffFlows';
import { baseFlow, changedFields, withData } from './diffFlowsFixtures';

describe('diffFlows: secrets', () => {
  it('masks a changed credential header, never showing either value', () => {
    const draft = withData(baseFlow(), 'call', {
      headers: [
        { id: 'h1', key: 'Authorization', value: 'Bearer draft-token-xyz' },
        { id: 'h2', key: 'Accept', value: 'application/json' },
      ],
    });
    const diff = diffFlows(baseFlow(), draft);
    expect(diff.nodes.changed[0]?.fields).toEqual([
      { field: 'headers.Authorization', before: '••••', after: '••••', secret: true },
    ]);
    const json = JSON.stringify(diff);
    expect(json).not.toContain('live-token-abc');
    expect(json).not.toContain('draft-token-xyz');
  });

  it('shows a plain header in clear, by its name', () => {
    const draft = withData(baseFlow(), 'call', {
      headers: [
        { id: 'h1', key: 'Authorization', value: 'Bearer live-token-abc' },
        { id: 'h2', key: 'Accept', value: 'text/plain' },
      ],
    });
    expect(changedFields(draft, 'call')).toEqual([
      { field: 'headers.Accept', before: 'application/json', after: 'text/plain', secret: false },
    ]);
  });

  it('masks a credential header added or removed, but says it was', () => {
    const draft = withData(baseFlow(), 'call', {
      headers: [
        { id: 'h2', key: 'Accept', value: 'application/json' },
        { id: 'h3', key: 'X-Api-Key', value: 'k-123456789' },
      ],
    });
    const diff = diffFlows(baseFlow(), draft);
    expect(diff.nodes.changed[0]?.fields).toEqual([
      { field: 'headers.X-Api-Key', before: null, after: '••••', secret: true },
      { field: 'headers.Authorization', before: '••••', after: null, secret: true },
    ]);
    expect(JSON.stringify(diff)).not.toMatch(/k-123456789|live-token-abc/);
  });

  it('masks credential query parameters inside a changed URL', () => {
    const draft = withData(baseFlow(), 'call', {
      url: 'https://crm.test/leads?api_key=draft-secret-456&page=2',
    });
    const diff = diffFlows(baseFlow(), draft);
    expect(diff.nodes.changed[0]?.fields).toEqual([
      {
        field: 'url',
        before: 'https://crm.test/leads?api_key=••••&page=1',
        after: 'https://crm.test/leads?api_key=••••&page=2',
        secret: true,
      },
    ]);
    expect(JSON.stringify(diff)).not.toMatch(/live-secret-123|draft-secret-456/);
  });

  it('reports a URL whose key alone changed, masked the same on both sides', () => {
    const draft = withData(baseFlow(), 'call', {
      url: 'https://crm.test/leads?api_key=rotated-789&page=1',
    });
    expect(changedFields(draft, 'call')).toEqual([
      {
        field: 'url',
        before: 'https://crm.test/leads?api_key=••••&page=1',
        after: 'https://crm.test/leads?api_key=••••&page=1',
        secret: true,
      },
    ]);
  });

  it('masks the secret fields of a node (a Discord token, a Slack webhook)', () => {
    const live: FlowGraph = {
      nodes: [
        node('bot', 'discord', 0, 0, { discordToken: 'discord-live-token', channelId: '1' }),
        node('slack', 'power', 0, 100, {
          powerId: 'slack',
          powerUrl: 'https://hooks.slack.test/services/T0/B0/live-hook',
        }),
      ],
      edges: [],
    };
    const draft = withData(
      withData(live, 'bot', { discordToken: 'discord-draft-token', channelId: '2' }),
      'slack',
      { powerUrl: 'https://hooks.slack.test/services/T0/B0/draft-hook' },
    );
    const diff = diffFlows(live, draft);
    expect(diff.nodes.changed).toEqual([
      expect.objectContaining({
        id: 'bot',
        fields: [
          { field: 'discordToken', before: '••••', after: '••••', secret: true },
          { field: 'channelId', before: '1', after: '2', secret: false },
        ],
      }),
      expect.objectContaining({
        id: 'slack',
        fields: [{ field: 'powerUrl', before: '••••', after: '••••', secret: true }],
      }),
    ]);
    expect(JSON.stringify(diff)).not.toMatch(/discord-live|discord-draft|live-hook|draft-hook/);
  });

  it('keeps a Slack webhook masked when the power changes away from Slack', () => {
    const live: FlowGraph = {
      nodes: [node('p', 'power', 0, 0, { powerId: 'slack', powerUrl: 'https://hooks.slack.test/live-hook' })],
      edges: [],
    };
    const draft = withData(live, 'p', {
      powerId: 'telegram',
      powerUrl: 'https://hooks.slack.test/other-hook',
    });
    const json = JSON.stringify(diffFlows(live, draft));
    expect(json).not.toMatch(/live-hook|other-hook/);
  });

  it('masks an API call action’s credential headers and URL key', () => {
    const live: FlowGraph = {
      nodes: [
        node('a', 'action', 0, 0, {
          actionType: 'apiCall',
          parameters: { url: 'https://x.test/?token=t-live', headers: { Authorization: 'Basic live' } },
        }),
      ],
      edges: [],
    };
    const draft = withData(live, 'a', {
      parameters: { url: 'https://x.test/?token=t-draft', headers: { Authorization: 'Basic draft' } },
    });
    const diff = diffFlows(live, draft);
    expect(diff.nodes.changed[0]?.fields).toEqual([
      { field: 'parameters.headers.Authorization', before: '••••', after: '••••', secret: true },
      {
        field: 'parameters.url',
        before: 'https://x.test/?token=••••',
        after: 'https://x.test/?token=••••',
        secret: true,
      },
    ]);
    expect(JSON.stringify(diff)).not.toMatch(/t-live|t-draft|Basic/);
  });

  it('never shows a sealed or masked value, wherever it sits', () => {
    const live: FlowGraph = {
      nodes: [node('m', 'message', 0, 0, { extra: 'sealed:v2.aaa.bbb.ccc' })],
      edges: [],
    };
    const draft = withData(live, 'm', { extra: 'plain-but-paired-with-a-secret' });
    expect(diffFlows(live, draft).nodes.changed[0]?.fields).toEqual([
      { field: 'extra', before: '••••', after: '••••', secret: true },
    ]);
  });
});
