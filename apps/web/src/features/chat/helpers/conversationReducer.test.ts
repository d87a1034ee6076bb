import { describe, expect, it } from 'vitest';
import type { ChatTranscript, ChatTurn } from '../types';
import { type ConversationView, conversationReducer, INITIAL_CONVERSATION } from './conversationReducer';

const askEmail: ChatTurn = {
  messages: [
    { id: '1-0', nodeId: 'start', text: 'Hola' },
    { id: '1-1', nodeId: 'ask', text: '¿Tu email?' },
  ],
  input: { kind: 'text', nodeId: 'ask', validation: 'email' },
  ended: false,
};

function started(): ConversationView {
  const s = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
  return conversationReducer(s, { type: 'answer', epoch: s.epoch, turn: askEmail, receivedAt: 0 });
}

describe('conversationReducer', () => {
  it('shows the greeting and waits for the reply the bot asks for', () => {
    const state = started();
    expect(state.status).toBe('ready');
    expect(state.entries.map((e) => [e.role, e.text])).toEqual([
      ['bot', 'Hola'],
      ['bot', '¿Tu email?'],
    ]);
    expect(state.input).toEqual(askEmail.input);
  });

  it('shows the visitor message at once and the typing state until the answer', () => {
    const state = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u1', role: 'user', text: 'no-es-email' },
    });
    expect(state.status).toBe('waiting');
    expect(state.entries.at(-1)).toMatchObject({ role: 'user', text: 'no-es-email' });
  });

  it('marks the bot asking again after an invalid reply', () => {
    let state = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u1', role: 'user', text: 'x' },
    });
    state = conversationReducer(state, {
      type: 'answer',
      receivedAt: 0,
      epoch: state.epoch,
      turn: {
        messages: [{ id: '2-0', nodeId: 'ask', text: 'Por favor ingresa un email válido.' }],
        input: askEmail.input,
        ended: false,
      },
    });
    expect(state.entries.at(-1)).toMatchObject({ text: 'Por favor ingresa un email válido.', retry: true });
    expect(state.status).toBe('ready');
  });

  it('does not take a loop that asks the same question again for a retry', () => {
    let state = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u1', role: 'user', text: 'a@b.co' },
    });
    state = conversationReducer(state, {
      type: 'answer',
      receivedAt: 0,
      epoch: state.epoch,
      turn: {
        messages: [{ id: '2-0', nodeId: 'ask', text: '¿Tu email?' }],
        input: askEmail.input,
        ended: false,
      },
    });
    expect(state.entries.at(-1)?.retry).toBeUndefined();
  });

  it('ends with no input', () => {
    const state = conversationReducer(started(), {
      type: 'answer',
      receivedAt: 0,
      epoch: 1,
      turn: { messages: [{ id: '2-0', nodeId: 'end', text: 'Adiós' }], input: { kind: 'none' }, ended: true },
    });
    expect(state.status).toBe('ended');
    expect(state.input).toEqual({ kind: 'none' });
  });

  it('takes back an unsent message and lets the visitor try again', () => {
    let state = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u1', role: 'user', text: 'hola' },
    });
    state = conversationReducer(state, {
      type: 'fail',
      epoch: state.epoch,
      error: { message: 'Inténtalo de nuevo', fatal: false },
      entryKey: 'u1',
    });
    expect(state.status).toBe('ready');
    expect(state.entries.some((e) => e.key === 'u1')).toBe(false);
    expect(state.error?.message).toBe('Inténtalo de nuevo');
  });

  it('fails for good when the bot does not exist or the start fails', () => {
    const starting = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
    const state = conversationReducer(starting, {
      type: 'fail',
      epoch: starting.epoch,
      error: { message: 'Este Plubot no existe o ya no está disponible.', fatal: false },
    });
    expect(state.status).toBe('failed');
  });

  it('drops answers of a conversation that was restarted', () => {
    const first = started();
    const restarted = conversationReducer(first, { type: 'start' });
    const state = conversationReducer(restarted, {
      type: 'answer',
      epoch: first.epoch,
      turn: askEmail,
      receivedAt: 0,
    });
    expect(state.entries).toEqual([]);
    expect(state.status).toBe('starting');
  });

  it('ignores a message sent while the bot is still answering', () => {
    const waiting = conversationReducer(started(), {
      type: 'send',
      entry: { key: 'u1', role: 'user', text: 'a' },
    });
    expect(
      conversationReducer(waiting, { type: 'send', entry: { key: 'u2', role: 'user', text: 'b' } }),
    ).toBe(waiting);
  });
});

describe('pauses', () => {
  it('shows a paused message, and every message after it, when its wait is over', () => {
    const started = conversationReducer(INITIAL_CONVERSATION, { type: 'start' });
    const state = conversationReducer(started, {
      type: 'answer',
      epoch: started.epoch,
      receivedAt: 1000,
      turn: {
        messages: [
          { id: '0-0', nodeId: 'a', text: 'Un momento…' },
          { id: '0-1', nodeId: 'b', text: 'Listo', delayMs: 3000 },
          { id: '0-2', nodeId: 'c', text: '¿Algo más?' },
        ],
        input: { kind: 'none' },
        ended: false,
      },
    });
    expect(state.entries.map((entry) => entry.revealAt)).toEqual([undefined, 4000, 4000]);
  });
});

describe('conversationReducer resume', () => {
  const transcript: ChatTranscript = {
    entries: [
      { seq: 1, role: 'bot', text: 'Hola' },
      { seq: 2, role: 'bot', text: '¿Qué necesitas?' },
      { seq: 3, role: 'user', text: 'Precios' },
      { seq: 4, role: 'bot', text: '¿Plan mensual o anual?' },
    ],
    input: {
      kind: 'choice',
      nodeId: 'plan',
      options: [
        { id: 'c1', label: 'Mensual' },
        { id: 'c2', label: 'Anual' },
      ],
    },
    ended: false,
  };
  const starting = () => conversationReducer(INITIAL_CONVERSATION, { type: 'start' });

  it('shows the conversation so far, in order, with the composer in the mode the bot asks for', () => {
    const before = starting();
    const state = conversationReducer(before, { type: 'resume', epoch: before.epoch, transcript });
    expect(state.status).toBe('ready');
    expect(state.entries.map((e) => [e.role, e.text])).toEqual([
      ['bot', 'Hola'],
      ['bot', '¿Qué necesitas?'],
      ['user', 'Precios'],
      ['bot', '¿Plan mensual o anual?'],
    ]);
    expect(state.input).toEqual(transcript.input);
    expect(state.entries.every((e) => e.revealAt === undefined && e.retry === undefined)).toBe(true);
    expect(new Set(state.entries.map((e) => e.key)).size).toBe(4);
  });

  it('keeps a Markdown message Markdown', () => {
    const before = starting();
    const markdown: ChatTranscript = {
      ...transcript,
      entries: [{ seq: 1, role: 'bot', text: '**Hola**', format: 'markdown' }],
    };
    const state = conversationReducer(before, { type: 'resume', epoch: before.epoch, transcript: markdown });
    expect(state.entries[0]).toMatchObject({ text: '**Hola**', format: 'markdown' });
  });

  it('carries on: the next answer adds to the resumed transcript', () => {
    const before = starting();
    let state = conversationReducer(before, { type: 'resume', epoch: before.epoch, transcript });
    state = conversationReducer(state, { type: 'send', entry: { key: 'u9', role: 'user', text: 'Anual' } });
    state = conversationReducer(state, {
      type: 'answer',
      epoch: state.epoch,
      receivedAt: 0,
      turn: {
        messages: [{ id: '3-0', nodeId: 'end', text: 'Son 100 €.' }],
        input: { kind: 'none' },
        ended: true,
      },
    });
    expect(state.entries.map((e) => e.text)).toEqual([
      'Hola',
      '¿Qué necesitas?',
      'Precios',
      '¿Plan mensual o anual?',
      'Anual',
      'Son 100 €.',
    ]);
    expect(state.status).toBe('ended');
  });

  it('shows an ended conversation as ended, waiting for nothing', () => {
    const before = starting();
    const state = conversationReducer(before, {
      type: 'resume',
      epoch: before.epoch,
      transcript: { ...transcript, ended: true },
    });
    expect(state.status).toBe('ended');
    expect(state.input).toEqual({ kind: 'none' });
  });

  it('drops a resume of an older conversation, or one that arrives after the chat started', () => {
    const before = starting();
    const restarted = conversationReducer(before, { type: 'start' });
    expect(conversationReducer(restarted, { type: 'resume', epoch: before.epoch, transcript })).toBe(
      restarted,
    );
    const answered = conversationReducer(restarted, {
      type: 'answer',
      epoch: restarted.epoch,
      receivedAt: 0,
      turn: askEmail,
    });
    expect(conversationReducer(answered, { type: 'resume', epoch: answered.epoch, transcript })).toBe(
      answered,
    );
  });
});
