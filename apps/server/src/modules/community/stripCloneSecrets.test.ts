import { SECRET_NODE_FIELDS } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { getPublishProblem } from './getPublishProblem';
import { stripCloneSecrets } from './stripCloneSecrets';

const at = { x: 0, y: 0 };

describe('stripCloneSecrets', () => {
  const nodes = [
    { id: 'm', type: 'message', position: at, data: { label: 'Hola', message: 'Hola {{nombre}}' } },
    {
      id: 'h',
      type: 'httpRequest',
      position: at,
      data: {
        method: 'POST',
        url: 'https://api.example.com/v1?key=abc',
        headers: [{ id: 'h1', key: 'Authorization', value: 'Bearer sk-live-123' }],
        bodyType: 'json',
        bodyString: '{"api_key":"sk-live-123"}',
        bodyFormData: [{ id: 'f1', key: 'token', value: 'xyz' }],
        responseMapping: [{ id: 'r', source: 'status_code', targetVariable: 'estado' }],
      },
    },
    {
      id: 'w',
      type: 'webhookNode',
      position: at,
      data: { url: 'https://hooks.zapier.com/abc', variables: ['email'] },
    },
    {
      id: 'p',
      type: 'powerNode',
      position: at,
      data: {
        powerId: 'slack',
        powerUrl: 'https://hooks.slack.com/services/T/B/X',
        powerToken: 'sealed:v1.a.b.c',
        powerChannel: '-100200',
        powerMessage: 'Nuevo lead {{email}}',
      },
    },
    {
      id: 'd',
      type: 'discord',
      position: at,
      data: { discordToken: '••••abcd', channelId: '123', messageContent: 'Hi' },
    },
    {
      id: 'a',
      type: 'action',
      position: at,
      data: {
        actionType: 'apiCall',
        parameters: {
          url: 'https://x.io',
          headers: { 'x-api-key': 'k' },
          body: 'secret',
          responseVariable: 'r',
        },
      },
    },
    {
      id: 'e',
      type: 'action',
      position: at,
      data: { actionType: 'sendEmail', parameters: { to: 'owner@x.io', subject: 'S' } },
    },
    {
      id: 'x',
      type: 'ai',
      position: at,
      data: { promptTemplate: 'Hola', metadata: { hidden: 'sealed:v1.q' } },
    },
  ];
  const [message, http, webhook, power, discord, apiCall, email, ai] = stripCloneSecrets(nodes).map(
    (n) => n.data as Record<string, unknown>,
  );

  it('removes sealed and masked secrets and every field that could reach the publisher', () => {
    expect(http).toMatchObject({ url: '', bodyString: '', method: 'POST' });
    expect(http?.headers).toEqual([{ id: 'h1', key: 'Authorization', value: '' }]);
    expect(http?.bodyFormData).toEqual([{ id: 'f1', key: 'token', value: '' }]);
    expect(http?.responseMapping).toEqual(nodes[1]?.data.responseMapping);
    expect(webhook).toMatchObject({ url: '', variables: ['email'] });
    expect(power).toEqual({
      powerId: 'slack',
      powerUrl: '',
      powerChannel: '',
      powerMessage: 'Nuevo lead {{email}}',
    });
    expect(discord).toEqual({ channelId: '', messageContent: 'Hi' });
    expect(apiCall?.parameters).toEqual({ url: '', headers: {}, body: '', responseVariable: 'r' });
    expect(email?.parameters).toEqual({ to: '', subject: 'S' });
    expect(ai).toEqual({ promptTemplate: 'Hola', metadata: {} });
  });

  it('keeps the conversation itself and never mutates the published flow', () => {
    expect(message).toEqual(nodes[0]?.data);
    expect(nodes[1]?.data.url).toBe('https://api.example.com/v1?key=abc');
    const text = JSON.stringify(stripCloneSecrets(nodes));
    for (const leak of ['sk-live', 'hooks.', 'sealed:', '••••', 'owner@x.io', '-100200', 'xyz']) {
      expect(text).not.toContain(leak);
    }
  });

  it('covers every secret field the flow package declares', () => {
    for (const [type, fields] of Object.entries(SECRET_NODE_FIELDS)) {
      const data = Object.fromEntries((fields ?? []).map((field) => [field, 'plain-secret']));
      const [stripped] = stripCloneSecrets([{ id: 'n', type, position: at, data }]);
      for (const field of fields ?? []) expect(stripped?.data).not.toHaveProperty(field, 'plain-secret');
    }
  });
});

describe('getPublishProblem', () => {
  it('asks for an End and for a message that says something', () => {
    expect(getPublishProblem([{ type: 'start' }, { type: 'message', data: { message: 'Hola' } }])).toBe(
      'community.publishNeedsEnd',
    );
    expect(getPublishProblem([{ type: 'end' }, { type: 'message', data: { message: '  ' } }])).toBe(
      'community.publishNeedsMessage',
    );
    expect(getPublishProblem([{ type: 'end' }, { type: 'message', data: { message: 'Hola' } }])).toBeNull();
  });
});
