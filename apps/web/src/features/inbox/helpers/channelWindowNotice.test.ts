import type { ChannelWindow } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { CLOSING_SOON_MS, describeChannelWindow } from './channelWindowNotice';

const now = Date.parse('2026-05-12T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const whatsapp = (overrides: Partial<ChannelWindow>): ChannelWindow => ({
  open: false,
  closesAt: at(-3_600_000),
  reply: 'none',
  template: null,
  humanAgentUntil: null,
  ...overrides,
});

describe('describeChannelWindow', () => {
  it('says nothing while the window is open and not closing soon', () => {
    expect(
      describeChannelWindow(whatsapp({ open: true, reply: 'free', closesAt: at(CLOSING_SOON_MS + 1) }), now),
    ).toBeNull();
  });

  it('says when it closes soon, and what comes after', () => {
    const template = { name: 'respuesta_pendiente', carriesText: true };
    expect(
      describeChannelWindow(whatsapp({ open: true, reply: 'free', closesAt: at(60_000), template }), now),
    ).toMatchObject({ key: 'closingSoon', tone: 'info', at: at(60_000), after: 'afterTemplate' });
    expect(
      describeChannelWindow(whatsapp({ open: true, reply: 'free', closesAt: at(60_000) }), now)?.after,
    ).toBe('afterNone');
    expect(
      describeChannelWindow(
        whatsapp({ open: true, reply: 'free', closesAt: at(60_000), humanAgentUntil: at(6 * 86_400_000) }),
        now,
      )?.after,
    ).toBe('afterHumanAgent');
  });

  it('on WhatsApp, once closed, names the template that goes instead, or says nothing goes', () => {
    expect(
      describeChannelWindow(
        whatsapp({ reply: 'template', template: { name: 'aviso', carriesText: true } }),
        now,
      ),
    ).toMatchObject({ key: 'templateWithText', tone: 'warning', template: 'aviso' });
    expect(
      describeChannelWindow(
        whatsapp({ reply: 'template', template: { name: 'aviso', carriesText: false } }),
        now,
      )?.key,
    ).toBe('template');
    expect(describeChannelWindow(whatsapp({}), now)).toMatchObject({ key: 'none', tone: 'warning' });
  });

  it('on Messenger and Instagram, says until when a person may reply, or that nothing goes', () => {
    const until = at(5 * 86_400_000);
    expect(
      describeChannelWindow(whatsapp({ reply: 'humanAgent', humanAgentUntil: until }), now),
    ).toMatchObject({
      key: 'humanAgent',
      tone: 'info',
      at: until,
    });
    expect(describeChannelWindow(whatsapp({ reply: 'none', humanAgentUntil: at(-1) }), now)?.key).toBe(
      'humanClosed',
    );
  });
});
