import { describe, expect, it, vi } from 'vitest';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

const flowWith = (type: string, data: Record<string, unknown>) =>
  testFlow(
    [node('s', 'start'), node('x', type, data), node('m', 'message', { message: 'Sigue' })],
    ['s->x', 'x->m'],
  );

describe('discord and power nodes', () => {
  it('discord posts the interpolated message with the token to the channel', async () => {
    const discord = vi.fn(async () => ({ ok: true }));
    const data = { discordToken: 'tok', channelId: '123', messageContent: 'Lead: {{nombre}}' };
    const [result] = await converse(flowWith('discord', data), [], {
      effects: { discord },
      context: { variables: { nombre: 'Ana' } },
    });
    expect(discord).toHaveBeenCalledWith({ token: 'tok', channelId: '123', content: 'Lead: Ana' });
    expect(texts(result!)).toEqual(['Sigue']);
  });

  it('discord passes on when unconfigured or failing', async () => {
    const [missing] = await converse(
      flowWith('discord', { discordToken: 't', channelId: '', messageContent: 'x' }),
    );
    expect(events(missing!)).toContain('discord-skipped');
    // No token of its own: handed to the host (its Discord integration), traced when there is none.
    const [noToken] = await converse(
      flowWith('discord', { discordToken: '', channelId: '1', messageContent: 'x' }),
    );
    expect(events(noToken!)).toContain('discord-not-configured');
    const failing = { discord: async () => ({ ok: false, error: 'denied' }) };
    const [failed] = await converse(
      flowWith('discord', { discordToken: 't', channelId: '1', messageContent: 'x' }),
      [],
      { effects: failing },
    );
    expect(texts(failed!)).toEqual(['Sigue']);
    expect(events(failed!)).toContain('discord-failed');
  });

  it('power hands the host its settings with the variables filled in', async () => {
    const power = vi.fn(async () => ({ ok: true, handled: true }));
    await converse(
      flowWith('power', {
        powerId: 'telegram',
        powerMessage: 'Nuevo contacto: {{nombre}}',
        powerToken: 'sealed:x',
        powerChannel: '{{chat}}',
        powerUrl: '',
      }),
      [],
      { effects: { power }, context: { variables: { nombre: 'Ana', chat: '42' } } },
    );
    expect(power).toHaveBeenCalledWith({
      powerId: 'telegram',
      variables: { nombre: 'Ana', chat: '42' },
      message: 'Nuevo contacto: Ana',
      token: 'sealed:x',
      channel: '42',
    });
  });

  it('power runs the integration through the host, or passes on', async () => {
    const power = vi.fn(async () => ({ ok: true, handled: false }));
    const [result] = await converse(flowWith('powerNode', { powerId: 'p-1' }), [], {
      effects: { power },
      context: { variables: { a: 1 } },
    });
    expect(power).toHaveBeenCalledWith({ powerId: 'p-1', variables: { a: 1 } });
    expect(texts(result!)).toEqual(['Sigue']);
    expect(events(result!)).toContain('power-passed');
    const [handled] = await converse(flowWith('power', { powerId: 'p-1' }), [], {
      effects: { power: async () => ({ ok: true, handled: true }) },
    });
    expect(events(handled!)).toContain('power-handled');
    const [none] = await converse(flowWith('power', {}));
    expect(texts(none!)).toEqual(['Sigue']);
  });

  it('power traces a power the owner may not use now and moves on without acting', async () => {
    const power = vi.fn(async () => ({ ok: false, handled: false, locked: true, error: 'power_locked' }));
    const [result] = await converse(flowWith('power', { powerId: 'telegram', powerMessage: 'x' }), [], {
      effects: { power },
    });
    expect(texts(result!)).toEqual(['Sigue']);
    expect(events(result!)).toContain('power-locked');
    expect(events(result!)).not.toContain('power-failed');
  });
});
