import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

const NO_MAIL: DoctorContext = { maxMenuButtons: null, services: { ai: true, mail: false, discord: true } };

function handoffFlow(extra: ReturnType<typeof node>[] = []) {
  return graph(
    [
      node('s', 'start'),
      node('h', 'handoff', 0, 0, { label: 'Soporte', message: 'Te paso con alguien' }),
      node('e', 'end'),
      ...extra,
    ],
    ['s->h', 'h->e'],
  );
}

const slack = node('p', 'power', 0, 0, { powerId: 'slack', powerUrl: 'https://hooks.slack.com/x' });
const telegram = node('t', 'power', 0, 0, { powerId: 'telegram', powerToken: 'k', powerChannel: '1' });

describe('handoffNobodyTold', () => {
  it('warns when no e-mail goes out and no team channel is told', () => {
    expect(findingsOf('handoffNobodyTold', handoffFlow(), NO_MAIL)).toMatchObject([
      {
        severity: 'warning',
        nodeIds: ['h'],
        message: {
          code: 'doctor.handoffNobodyTold',
          message: expect.stringContaining('Cuando alguien pida una persona en «Soporte»'),
        },
      },
    ]);
  });

  it('is quiet when an e-mail or a Slack, Telegram or Discord channel tells the owner', () => {
    expect(findingsOf('handoffNobodyTold', handoffFlow())).toEqual([]);
    expect(findingsOf('handoffNobodyTold', handoffFlow([slack]), NO_MAIL)).toEqual([]);
    const discordNode = node('d', 'discord', 0, 0, { channelId: '9', messageContent: 'x' });
    expect(findingsOf('handoffNobodyTold', handoffFlow([discordNode]), NO_MAIL)).toEqual([]);
  });

  it('follows the bot’s inbox settings and the powers the owner may use', () => {
    const full: DoctorContext = { ...NO_MAIL, services: { ...NO_MAIL.services, mail: true } };
    const quiet = { ...full, handoffAlerts: { byEmail: false, onChannels: true } };
    expect(findingsOf('handoffNobodyTold', handoffFlow(), quiet)).toHaveLength(1);
    expect(findingsOf('handoffNobodyTold', handoffFlow([slack]), quiet)).toEqual([]);
    const silent = { ...full, handoffAlerts: { byEmail: false, onChannels: false } };
    expect(findingsOf('handoffNobodyTold', handoffFlow([slack]), silent)).toHaveLength(1);
    const locked = { ...quiet, services: { ...quiet.services, lockedPowers: ['telegram'] } };
    expect(findingsOf('handoffNobodyTold', handoffFlow([telegram]), locked)).toHaveLength(1);
    expect(findingsOf('handoffNobodyTold', handoffFlow([telegram]), quiet)).toEqual([]);
  });

  it('says nothing about a flow no conversation hands off in', () => {
    const flow = graph([node('s', 'start'), node('e', 'end'), node('h', 'handoff')], ['s->e']);
    expect(findingsOf('handoffNobodyTold', flow, NO_MAIL)).toEqual([]);
  });
});
