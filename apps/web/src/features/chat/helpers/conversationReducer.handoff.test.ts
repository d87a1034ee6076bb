import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '../types';
import { type ConversationView, conversationReducer, INITIAL_CONVERSATION } from './conversationReducer';
import { HANDOFF_INPUT } from './handoffState';

const menu: ChatTurn = {
  messages: [{ id: '1-0', nodeId: 'menu', text: '¿Qué necesitas?' }],
  input: { kind: 'choice', nodeId: 'menu', options: [{ id: 'c1', label: 'Precios' }] },
  ended: false,
};

function started(turn: ChatTurn = menu): ConversationView {
  const s = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
  return conversationReducer(s, { type: 'answer', epoch: s.epoch, turn, receivedAt: 0 });
}

function waitingForPerson(): ConversationView {
  let state = conversationReducer(started(), {
    type: 'send',
    entry: { key: 'u1', role: 'user', text: 'Quiero hablar con una persona' },
  });
  state = conversationReducer(state, {
    type: 'answer',
    epoch: state.epoch,
    receivedAt: 0,
    turn: {
      messages: [],
      input: { kind: 'none' },
      ended: false,
      handoff: { status: 'waiting', agentName: null },
    },
  });
  return state;
}

const personSays = (seq: number, text = 'Hola, soy Ana') => ({
  type: 'liveMessage' as const,
  epoch: 1,
  message: { seq, from: 'person' as const, text, author: 'Ana' },
});

describe('conversationReducer hand-off answers', () => {
  it('takes an answer with no bot messages while a person is asked for: ready, free text, no error', () => {
    const state = waitingForPerson();
    expect(state.status).toBe('ready');
    expect(state.error).toBeNull();
    expect(state.handoff).toEqual({ status: 'waiting', agentName: null });
    expect(state.input).toEqual(HANDOFF_INPUT);
    expect(state.entries.map((e) => e.role)).toEqual(['bot', 'user']);
  });

  it('keeps no hand-off when the answer has none or the bot answers', () => {
    expect(started().handoff).toBeNull();
    expect(started({ ...menu, handoff: { status: 'bot', agentName: null } }).handoff).toBeNull();
    expect(started().input).toEqual(menu.input);
  });

  it('ends an answered conversation a person closed', () => {
    const state = started({ ...menu, handoff: { status: 'closed', agentName: null } });
    expect(state.status).toBe('ended');
    expect(state.input).toEqual({ kind: 'none' });
  });

  it('resumes who wrote each message and who answers now', () => {
    const s = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
    const state = conversationReducer(s, {
      type: 'resume',
      epoch: s.epoch,
      transcript: {
        entries: [
          { seq: 1, role: 'bot', text: '¿Qué necesitas?' },
          { seq: 2, role: 'user', text: 'Una persona' },
          { seq: 3, role: 'system', text: 'Ana se unió a la conversación' },
          { seq: 4, role: 'person', author: 'Ana', text: 'Hola' },
        ],
        input: { kind: 'none' },
        ended: false,
        handoff: { status: 'person', agentName: 'Ana' },
      },
    });
    expect(state.entries.map((e) => [e.role, e.seq, e.author])).toEqual([
      ['bot', 1, undefined],
      ['user', 2, undefined],
      ['system', 3, undefined],
      ['person', 4, 'Ana'],
    ]);
    expect(state.handoff).toEqual({ status: 'person', agentName: 'Ana' });
    expect(state.input).toEqual(HANDOFF_INPUT);
    expect(state.status).toBe('ready');
  });
});

describe('conversationReducer live messages', () => {
  it('adds a person’s message with the author, once per seq', () => {
    let state = conversationReducer(waitingForPerson(), personSays(5));
    state = conversationReducer(state, personSays(5));
    const live = state.entries.filter((e) => e.seq === 5);
    expect(live).toEqual([{ key: '1-live-5', role: 'person', text: 'Hola, soy Ana', seq: 5, author: 'Ana' }]);
  });

  it('skips a message already shown from the transcript', () => {
    const s = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
    let state = conversationReducer(s, {
      type: 'resume',
      epoch: s.epoch,
      transcript: {
        entries: [{ seq: 4, role: 'person', author: 'Ana', text: 'Hola' }],
        input: menu.input,
        ended: false,
      },
    });
    state = conversationReducer(state, personSays(4, 'Hola'));
    expect(state.entries).toHaveLength(1);
  });

  it('adds system notes and the bot going on, and ignores the visitor’s own messages', () => {
    let state = waitingForPerson();
    state = conversationReducer(state, {
      type: 'liveMessage',
      epoch: 1,
      message: { seq: 6, from: 'system', text: 'Ana se unió' },
    });
    state = conversationReducer(state, {
      type: 'liveMessage',
      epoch: 1,
      message: { seq: 7, from: 'bot', text: '¿Algo más?' },
    });
    state = conversationReducer(state, {
      type: 'liveMessage',
      epoch: 1,
      message: { seq: 8, from: 'visitor', text: 'Eco' },
    });
    expect(state.entries.slice(-2).map((e) => [e.role, e.text])).toEqual([
      ['system', 'Ana se unió'],
      ['bot', '¿Algo más?'],
    ]);
  });

  it('drops live messages of an older conversation or while a new one starts', () => {
    const state = waitingForPerson();
    expect(conversationReducer(state, { ...personSays(9), epoch: 0 })).toBe(state);
    const restarting = conversationReducer(state, { type: 'start' });
    expect(conversationReducer(restarting, { ...personSays(9), epoch: restarting.epoch })).toBe(restarting);
  });

  it('stops the person typing when their message arrives', () => {
    let state = conversationReducer(waitingForPerson(), { type: 'personTyping', epoch: 1, typing: true });
    expect(state.personTyping).toBe(true);
    state = conversationReducer(state, personSays(5));
    expect(state.personTyping).toBe(false);
  });
});

describe('conversationReducer hand-off status', () => {
  it('shows a person taking the conversation, with a free reply box', () => {
    const state = conversationReducer(started(), {
      type: 'handoff',
      epoch: 1,
      handoff: { status: 'person', agentName: 'Ana' },
    });
    expect(state.handoff).toEqual({ status: 'person', agentName: 'Ana' });
    expect(state.input).toEqual(HANDOFF_INPUT);
    expect(state.status).toBe('ready');
  });

  it('takes the banner away when the person gives it back to the bot', () => {
    let state = conversationReducer(waitingForPerson(), { type: 'personTyping', epoch: 1, typing: true });
    state = conversationReducer(state, {
      type: 'handoff',
      epoch: 1,
      handoff: { status: 'bot', agentName: null },
    });
    expect(state.handoff).toBeNull();
    expect(state.personTyping).toBe(false);
    expect(state.status).toBe('ready');
  });

  it('ends the conversation when it is closed, and stays ended', () => {
    let state = conversationReducer(waitingForPerson(), {
      type: 'handoff',
      epoch: 1,
      handoff: { status: 'closed', agentName: null },
    });
    expect(state.status).toBe('ended');
    expect(state.input).toEqual({ kind: 'none' });
    state = conversationReducer(state, {
      type: 'handoff',
      epoch: 1,
      handoff: { status: 'person', agentName: 'Ana' },
    });
    expect(state.status).toBe('ended');
    expect(conversationReducer(state, { type: 'personTyping', epoch: 1, typing: true }).personTyping).toBe(
      false,
    );
  });

  it('drops a status of an older conversation', () => {
    const state = started();
    expect(
      conversationReducer(state, {
        type: 'handoff',
        epoch: 0,
        handoff: { status: 'person', agentName: 'Ana' },
      }),
    ).toBe(state);
  });
});

describe('conversationReducer sync', () => {
  it('puts back what the bot waits for after it took the conversation back', () => {
    let state = conversationReducer(waitingForPerson(), {
      type: 'handoff',
      epoch: 1,
      handoff: { status: 'bot', agentName: null },
    });
    state = conversationReducer(state, { type: 'sync', epoch: 1, sync: { input: menu.input, ended: false } });
    expect(state.input).toEqual(menu.input);
    expect(state.handoff).toBeNull();
  });

  it('keeps a free reply box when the sync says a person still answers', () => {
    const state = conversationReducer(started(), {
      type: 'sync',
      epoch: 1,
      sync: { input: menu.input, ended: false, handoff: { status: 'person', agentName: 'Ana' } },
    });
    expect(state.input).toEqual(HANDOFF_INPUT);
  });

  it('ignores a sync while a reply is on its way or of an older conversation', () => {
    const sending = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u', role: 'user', text: 'x' },
    });
    const sync = { input: { kind: 'none' as const }, ended: true };
    expect(conversationReducer(sending, { type: 'sync', epoch: 1, sync })).toBe(sending);
    const state = started();
    expect(conversationReducer(state, { type: 'sync', epoch: 0, sync })).toBe(state);
  });
});
