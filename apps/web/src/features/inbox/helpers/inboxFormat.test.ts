import { describe, expect, it } from 'vitest';
import { makeConversation } from './inboxFixtures';
import {
  formatBadge,
  getAbilities,
  isTypingNow,
  parseInboxView,
  previewText,
  shouldSendTyping,
  sortByActivity,
  viewToFilter,
} from './inboxFormat';

describe('parseInboxView / viewToFilter', () => {
  it('reads the filters of the contract and falls back to every conversation', () => {
    expect(parseInboxView('needsPerson')).toBe('needsPerson');
    expect(parseInboxView('mine')).toBe('mine');
    expect(parseInboxView('nope')).toBe('all');
    expect(parseInboxView(null)).toBe('all');
    expect(viewToFilter('all')).toBeNull();
    expect(viewToFilter('closed')).toBe('closed');
  });
});

describe('previewText', () => {
  it('collapses lines and spaces and cuts long text with an ellipsis', () => {
    expect(previewText('  Hola\n\nqué   tal  ')).toBe('Hola qué tal');
    expect(previewText('abcdefghij', 6)).toBe('abcde…');
    expect(previewText('abcdef', 6)).toBe('abcdef');
  });
});

describe('sortByActivity', () => {
  it('puts the newest activity first', () => {
    const list = [
      makeConversation({ sessionId: 'a', updatedAt: '2025-01-01T00:00:00.000Z' }),
      makeConversation({ sessionId: 'b', updatedAt: '2025-01-03T00:00:00.000Z' }),
      makeConversation({ sessionId: 'c', updatedAt: '2025-01-02T00:00:00.000Z' }),
    ];
    expect(sortByActivity(list).map((conversation) => conversation.sessionId)).toEqual(['b', 'c', 'a']);
  });
});

describe('getAbilities', () => {
  it('lets a waiting conversation be taken, given back and closed, but not written to', () => {
    expect(getAbilities(makeConversation({ status: 'waiting' }), 'u1')).toEqual({
      take: true,
      write: false,
      giveBack: true,
      close: true,
    });
  });

  it('lets the holder write and give back, and nobody take it again', () => {
    const held = makeConversation({ status: 'person', handledBy: { id: 'u1', name: 'Ana' } });
    expect(getAbilities(held, 'u1')).toEqual({ take: false, write: true, giveBack: true, close: true });
    expect(getAbilities(held, 'u2')).toEqual({ take: false, write: false, giveBack: false, close: true });
  });

  it('allows nothing on a closed conversation', () => {
    expect(getAbilities(makeConversation({ status: 'closed' }), 'u1')).toEqual({
      take: false,
      write: false,
      giveBack: false,
      close: false,
    });
  });
});

describe('badges and typing', () => {
  it('caps a badge at 99+', () => {
    expect(formatBadge(7)).toBe('7');
    expect(formatBadge(120)).toBe('99+');
  });

  it('shows typing for 4 s after the last event', () => {
    expect(isTypingNow(undefined, 10_000)).toBe(false);
    expect(isTypingNow(7000, 10_999)).toBe(true);
    expect(isTypingNow(7000, 11_000)).toBe(false);
  });

  it('sends a typing notice at most every 3 s', () => {
    expect(shouldSendTyping(null, 0)).toBe(true);
    expect(shouldSendTyping(1000, 3999)).toBe(false);
    expect(shouldSendTyping(1000, 4000)).toBe(true);
  });
});
