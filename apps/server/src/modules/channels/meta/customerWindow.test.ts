import { describe, expect, it } from 'vitest';
import { decideOutsideWindow, isWithinCustomerWindow } from './customerWindow';

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
