import { describe, expect, it } from 'vitest';
import { isPersonAnswering, toEntryRole, toHandoff } from './handoffState';

describe('handoffState', () => {
  it('counts waiting and person as a person answering, not the bot or a closed one', () => {
    expect(isPersonAnswering({ status: 'waiting', agentName: null })).toBe(true);
    expect(isPersonAnswering({ status: 'person', agentName: 'Ana' })).toBe(true);
    expect(isPersonAnswering({ status: 'bot', agentName: null })).toBe(false);
    expect(isPersonAnswering({ status: 'closed', agentName: null })).toBe(false);
    expect(isPersonAnswering(null)).toBe(false);
    expect(isPersonAnswering(undefined)).toBe(false);
  });

  it('keeps no hand-off when the bot answers', () => {
    expect(toHandoff(undefined)).toBeNull();
    expect(toHandoff({ status: 'bot', agentName: null })).toBeNull();
    expect(toHandoff({ status: 'person', agentName: 'Ana' })).toEqual({ status: 'person', agentName: 'Ana' });
  });

  it('shows the visitor as the user and the others as who they are', () => {
    expect(toEntryRole('visitor')).toBe('user');
    expect(toEntryRole('bot')).toBe('bot');
    expect(toEntryRole('person')).toBe('person');
    expect(toEntryRole('system')).toBe('system');
  });
});
