import { describe, expect, it } from 'vitest';
import { decideOutsideWindow, describeCustomerWindow, isWithinCustomerWindow } from './customerWindow';

const now = new Date('2026-05-12T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const template = { name: 'seguimiento', languageCode: 'es' };

describe('isWithinCustomerWindow', () => {
  it('is open for 24 hours after the person’s last message', () => {
    expect(isWithinCustomerWindow(ago(0), now)).toBe(true);
    expect(isWithinCustomerWindow(ago(23.99), now)).toBe(true);
    expect(isWithinCustomerWindow(ago(24), now)).toBe(false);
    expect(isWithinCustomerWindow(ago(48), now)).toBe(false);
    expect(isWithinCustomerWindow(null, now)).toBe(false);
  });
});

describe('decideOutsideWindow', () => {
  it('lets anything go within the window, on every product and for every author', () => {
    for (const product of ['whatsapp', 'messenger', 'instagram'] as const)
      for (const author of ['bot', 'human'] as const)
        expect(decideOutsideWindow({ product, author, lastInboundAt: ago(2), now })).toEqual({
          send: 'free',
        });
  });

  it('on WhatsApp, outside it, sends only the bot’s chosen template, for the bot or a person', () => {
    expect(
      decideOutsideWindow({ product: 'whatsapp', author: 'bot', lastInboundAt: ago(30), now, template }),
    ).toEqual({
      send: 'template',
      template,
    });
    expect(
      decideOutsideWindow({ product: 'whatsapp', author: 'human', lastInboundAt: ago(30), now, template }),
    ).toEqual({
      send: 'template',
      template,
    });
    expect(decideOutsideWindow({ product: 'whatsapp', author: 'bot', lastInboundAt: ago(30), now })).toEqual({
      send: 'none',
      reason: 'noTemplate',
    });
  });

  it('on Messenger and Instagram, outside it, lets only a person reply with HUMAN_AGENT within 7 days', () => {
    for (const product of ['messenger', 'instagram'] as const) {
      expect(decideOutsideWindow({ product, author: 'bot', lastInboundAt: ago(30), now, template })).toEqual({
        send: 'none',
        reason: 'windowClosed',
      });
      expect(decideOutsideWindow({ product, author: 'human', lastInboundAt: ago(30), now })).toEqual({
        send: 'humanAgent',
      });
      expect(decideOutsideWindow({ product, author: 'human', lastInboundAt: ago(7 * 24 - 1), now })).toEqual({
        send: 'humanAgent',
      });
      expect(decideOutsideWindow({ product, author: 'human', lastInboundAt: ago(7 * 24), now })).toEqual({
        send: 'none',
        reason: 'humanWindowClosed',
      });
      expect(decideOutsideWindow({ product, author: 'human', lastInboundAt: null, now })).toEqual({
        send: 'none',
        reason: 'humanWindowClosed',
      });
    }
  });
});

describe('describeCustomerWindow', () => {
  const chosen = { ...template, parameterCount: 1 };

  it('says until when the window is open, and that a reply goes as written', () => {
    expect(
      describeCustomerWindow({ product: 'whatsapp', lastInboundAt: ago(2), now, template: chosen }),
    ).toEqual({
      open: true,
      closesAt: '2026-05-13T10:00:00.000Z',
      reply: 'free',
      template: { name: 'seguimiento', carriesText: true },
      humanAgentUntil: null,
    });
  });

  it('on WhatsApp, once closed, says the chosen template goes instead, or that nothing does', () => {
    expect(
      describeCustomerWindow({
        product: 'whatsapp',
        lastInboundAt: ago(25),
        now,
        template: { ...chosen, parameterCount: 0 },
      }),
    ).toMatchObject({
      open: false,
      reply: 'template',
      template: { name: 'seguimiento', carriesText: false },
    });
    expect(describeCustomerWindow({ product: 'whatsapp', lastInboundAt: ago(25), now })).toMatchObject({
      open: false,
      reply: 'none',
      template: null,
    });
    expect(describeCustomerWindow({ product: 'whatsapp', lastInboundAt: null, now })).toEqual({
      open: false,
      closesAt: null,
      reply: 'none',
      template: null,
      humanAgentUntil: null,
    });
  });

  it('on Messenger and Instagram, says until when a person may still reply, and ignores templates', () => {
    expect(
      describeCustomerWindow({ product: 'instagram', lastInboundAt: ago(30), now, template: chosen }),
    ).toEqual({
      open: false,
      closesAt: '2026-05-12T06:00:00.000Z',
      reply: 'humanAgent',
      template: null,
      humanAgentUntil: '2026-05-18T06:00:00.000Z',
    });
    expect(describeCustomerWindow({ product: 'messenger', lastInboundAt: ago(8 * 24), now }).reply).toBe(
      'none',
    );
  });
});
