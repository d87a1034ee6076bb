import { describe, expect, it } from 'vitest';
import { makeConversation, makeDetail, makeMessage } from './inboxFixtures';
import {
  applyActionToDetail,
  applyEventToConversation,
  applyEventToDetail,
  mergeMessages,
} from './transcript';

describe('mergeMessages', () => {
  it('keeps each seq once, in order, the newer copy winning', () => {
    const merged = mergeMessages(
      [makeMessage(1), makeMessage(3)],
      [makeMessage(2), makeMessage(3, { text: 'new' })],
    );
    expect(merged.map((message) => [message.seq, message.text])).toEqual([
      [1, 'm1'],
      [2, 'm2'],
      [3, 'new'],
    ]);
  });
});

describe('applyEventToDetail', () => {
  it('adds a message of the open conversation once, even when it comes twice', () => {
    const event = {
      type: 'message',
      sessionId: 's1',
      plubotId: 'b1',
      message: makeMessage(3, { text: 'Hi' }),
    } as const;
    const once = applyEventToDetail(makeDetail(), event);
    const twice = applyEventToDetail(once, event);
    expect(twice.messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(twice.conversation.lastMessage?.text).toBe('Hi');
    expect(twice.conversation.updatedAt).toBe(makeMessage(3).at);
  });

  it('leaves another conversation and typing events alone', () => {
    const detail = makeDetail();
    expect(
      applyEventToDetail(detail, {
        type: 'message',
        sessionId: 'other',
        plubotId: 'b1',
        message: makeMessage(9),
      }),
    ).toBe(detail);
    expect(
      applyEventToDetail(detail, { type: 'typing', sessionId: 's1', plubotId: 'b1', from: 'visitor' }),
    ).toBe(detail);
  });

  it('changes who answers on a status event', () => {
    const taken = applyEventToDetail(makeDetail(), {
      type: 'status',
      sessionId: 's1',
      plubotId: 'b1',
      status: 'person',
      agentName: 'Ana',
    });
    expect(taken.conversation).toMatchObject({
      status: 'person',
      handledBy: { name: 'Ana' },
      waitingSince: null,
    });
    const back = applyEventToDetail(taken, {
      type: 'status',
      sessionId: 's1',
      plubotId: 'b1',
      status: 'waiting',
      agentName: null,
    });
    expect(back.conversation.status).toBe('waiting');
    expect(back.conversation.handledBy).toBeNull();
    expect(back.conversation.waitingSince).not.toBeNull();
  });
});

describe('applyEventToConversation', () => {
  it('keeps the holder id when the same person is named again', () => {
    const held = makeConversation({ status: 'person', handledBy: { id: 'u1', name: 'Ana' } });
    const again = applyEventToConversation(held, {
      type: 'status',
      sessionId: 's1',
      plubotId: 'b1',
      status: 'person',
      agentName: 'Ana',
    });
    expect(again.handledBy).toEqual({ id: 'u1', name: 'Ana' });
  });

  it('does not move the last message back for an older message', () => {
    const conversation = makeConversation();
    const older = applyEventToConversation(conversation, {
      type: 'message',
      sessionId: 's1',
      plubotId: 'b1',
      message: makeMessage(1, { at: '2024-12-31T00:00:00.000Z' }),
    });
    expect(older).toBe(conversation);
  });
});

describe('applyActionToDetail', () => {
  it('takes the conversation as answered and adds its messages', () => {
    const next = applyActionToDetail(makeDetail(), {
      success: true,
      conversation: makeConversation({ status: 'person', handledBy: { id: 'u1', name: 'Ana' } }),
      messages: [makeMessage(3, { from: 'person', author: 'Ana' })],
    });
    expect(next.conversation.status).toBe('person');
    expect(next.messages.map((message) => message.from)).toEqual(['visitor', 'bot', 'person']);
  });
});
