import { describe, expect, it } from 'vitest';
import { getNotificationLink } from './getNotificationLink';

describe('getNotificationLink', () => {
  it("opens the bot's conversations for a new contact or a first conversation", () => {
    expect(getNotificationLink({ kind: 'new_lead', plubotId: 'bot-1' })).toBe('/plubot/conversations/bot-1');
    expect(getNotificationLink({ kind: 'first_conversation', plubotId: 'bot-1' })).toBe(
      '/plubot/conversations/bot-1',
    );
  });

  it('leads nowhere without a bot', () => {
    expect(getNotificationLink({ kind: 'new_lead', plubotId: null })).toBeNull();
  });

  it('keeps every other kind as it was: read in the bell only', () => {
    expect(getNotificationLink({ kind: 'bot_notification', plubotId: 'bot-1' })).toBeNull();
  });

  it('escapes the id into one path segment', () => {
    expect(getNotificationLink({ kind: 'new_lead', plubotId: 'a/b' })).toBe('/plubot/conversations/a%2Fb');
  });

  it("opens the bot's live inbox when a visitor asks for a person", () => {
    expect(getNotificationLink({ kind: 'handoff_requested', plubotId: 'bot-1' })).toBe('/plubot/bot-1/inbox');
    expect(getNotificationLink({ kind: 'handoff_requested', plubotId: null })).toBeNull();
    expect(getNotificationLink({ kind: 'integration_failed', plubotId: 'bot-1' })).toBe(
      '/plubot/analytics/bot-1#errores-de-integraciones',
    );
  });
});
