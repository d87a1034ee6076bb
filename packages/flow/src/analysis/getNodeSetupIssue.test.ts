import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../model/nodeSchema';
import { getNodeSetupIssue } from './getNodeSetupIssue';

const at = { x: 0, y: 0 };
const code = (node: FlowNode) => getNodeSetupIssue(node)?.code;

describe('getNodeSetupIssue', () => {
  it('asks each type for what it cannot work without', () => {
    expect(code({ id: 'h', type: 'httpRequest', position: at, data: { url: '  ' } })).toBe('setup.httpUrl');
    expect(code({ id: 'w', type: 'webhookNode', position: at, data: {} })).toBe('setup.webhookUrl');
    expect(code({ id: 'a', type: 'ai', position: at, data: {} })).toBe('setup.aiPrompt');
    expect(code({ id: 'p', type: 'aiNodePro', position: at, data: {} })).toBe('setup.aiPrompt');
    expect(code({ id: 'x', type: 'action', position: at, data: {} })).toBe('setup.actionType');
    expect(code({ id: 'd', type: 'databaseNode', position: at, data: { collection: 'clientes' } })).toBe(
      'setup.databaseCollection',
    );
    expect(
      code({
        id: 'c',
        type: 'complexConditionNode',
        position: at,
        data: { rules: [{ id: 'r', variable: '', operator: 'equals' }] },
      }),
    ).toBe('setup.conditionRules');
    expect(code({ id: 'g', type: 'discord', position: at, data: { channelId: '1' } })).toBe(
      'setup.discordMessage',
    );
    expect(code({ id: 'o', type: 'power', position: at, data: {} })).toBe('setup.power');
    expect(
      code({ id: 'o', type: 'power', position: at, data: { powerId: 'slack', powerMessage: 'x' } }),
    ).toBe('setup.powerSettings');
    expect(
      code({
        id: 'o',
        type: 'power',
        position: at,
        data: { powerId: 'slack', powerMessage: 'x', powerUrl: 'https://h.test' },
      }),
    ).toBeUndefined();
    // A power no longer in the catalogue asks for nothing (Bot Doctor says it does nothing).
    expect(code({ id: 'o', type: 'power', position: at, data: { powerId: 'teletipo' } })).toBeUndefined();
    // Zoom acts through the owner's connection: its action is asked for first.
    expect(code({ id: 'o', type: 'power', position: at, data: { powerId: 'zoom' } })).toBe(
      'setup.powerAction',
    );
  });

  it('asks a power of a connected service for its connection, action and required inputs', () => {
    const power = (data: Record<string, unknown>) =>
      code({ id: 'o', type: 'power', position: at, data: { powerId: 'notion', ...data } } as FlowNode);
    expect(power({})).toBe('setup.powerAction');
    expect(power({ connectionId: 'c', action: 'borrarTodo' })).toBe('setup.powerAction');
    expect(power({ action: 'createPage', inputs: { databaseId: 'db', title: 'x' } })).toBe(
      'setup.powerAction',
    );
    expect(power({ connectionId: 'c', action: 'createPage', inputs: { databaseId: 'db', title: ' ' } })).toBe(
      'setup.powerInputs',
    );
    expect(
      power({ connectionId: 'c', action: 'createPage', inputs: { databaseId: 'db', title: '{{email}}' } }),
    ).toBeUndefined();
  });

  it('asks Figma and Canva for a valid share link of the design', () => {
    const power = (data: Record<string, string>) =>
      code({ id: 'o', type: 'power', position: at, data } as FlowNode);
    expect(power({ powerId: 'figma' })).toBe('setup.designLink');
    expect(power({ powerId: 'figma', designUrl: 'https://www.canva.com/design/DAF1/view' })).toBe(
      'setup.designLink',
    );
    expect(power({ powerId: 'canva', designUrl: 'https://www.canva.com/design/DAF1/edit' })).toBe(
      'setup.designLink',
    );
    expect(
      power({ powerId: 'figma', designUrl: ' https://www.figma.com/design/Ab12/Tienda ' }),
    ).toBeUndefined();
    expect(
      power({ powerId: 'canva', designUrl: 'https://www.canva.com/design/DAF1/tok/view' }),
    ).toBeUndefined();
  });

  it('asks each power that acts for what it sends and where, and nothing of the others', () => {
    const power = (data: Record<string, string>) =>
      code({ id: 'o', type: 'power', position: at, data } as FlowNode);
    // Webhooks: the URL is enough, the variables alone are worth posting.
    expect(power({ powerId: 'webhooks' })).toBe('setup.webhookUrl');
    expect(power({ powerId: 'webhooks', powerMessage: 'Nuevo lead', powerUrl: ' ' })).toBe(
      'setup.webhookUrl',
    );
    expect(
      power({ powerId: 'webhooks', powerUrl: 'https://hooks.zapier.com/hooks/catch/1/a' }),
    ).toBeUndefined();
    // Slack: a message and its incoming-webhook URL.
    expect(power({ powerId: 'slack', powerUrl: 'https://hooks.slack.com/x' })).toBe('setup.powerSettings');
    // Telegram: a message, a token and a chat.
    expect(power({ powerId: 'telegram', powerMessage: 'x', powerChannel: '-1001' })).toBe(
      'setup.powerSettings',
    );
    expect(
      power({ powerId: 'telegram', powerMessage: 'x', powerToken: '123:ABC', powerChannel: '-1001' }),
    ).toBeUndefined();
    // Discord: a message and a channel; without its own token it posts with the owner's integration.
    expect(power({ powerId: 'discord', powerMessage: 'x', powerToken: 'Bot.t' })).toBe('setup.powerSettings');
    expect(power({ powerId: 'discord', powerChannel: '77' })).toBe('setup.powerSettings');
    expect(power({ powerId: 'discord', powerMessage: 'x', powerChannel: '77' })).toBeUndefined();
    expect(power({ powerId: 'teletipo' })).toBeUndefined();
    expect(power({ powerId: 'stripe' })).toBe('setup.powerAction');
  });

  it('asks an action for what its type needs', () => {
    const action = (actionType: string, parameters: Record<string, unknown>) =>
      code({ id: 'x', type: 'action', position: at, data: { actionType, parameters } } as FlowNode);
    expect(action('sendEmail', {})).toBe('setup.emailRecipient');
    expect(action('sendEmail', { to: '{{email}}' })).toBeUndefined();
    expect(action('sendNotification', {})).toBe('setup.notificationMessage');
    expect(action('apiCall', {})).toBe('setup.actionUrl');
    expect(action('webhook', { url: 'https://hooks.example.com' })).toBeUndefined();
    expect(action('transformData', {})).toBe('setup.actionVariable');
    expect(action('saveData', {})).toBeUndefined();
    expect(action('delay', {})).toBeUndefined();
  });

  it('finds nothing to ask of a set-up node or of the conversation nodes', () => {
    expect(
      code({ id: 'h', type: 'httpRequest', position: at, data: { url: 'https://api.example.com' } }),
    ).toBeUndefined();
    expect(
      code({ id: 'a', type: 'ai', position: at, data: { systemMessage: 'Eres amable' } }),
    ).toBeUndefined();
    expect(code({ id: 'm', type: 'message', position: at, data: {} })).toBeUndefined();
  });
});
