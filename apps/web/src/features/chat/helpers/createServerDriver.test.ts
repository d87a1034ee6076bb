import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./chatApi', () => ({
  fetchChatTranscript: vi.fn(),
  startChatSession: vi.fn(),
  sendChatReply: vi.fn(),
  sendVisitorTyping: vi.fn(),
  getVisitorEventsUrl: (sessionId: string, token: string) =>
    `/api/chat/sessions/${sessionId}/events?token=${token}`,
}));

import { ApiError } from '../../../lib/apiClient';
import {
  fetchChatTranscript,
  sendChatReply,
  sendVisitorTyping,
  startChatSession,
  type VisitorSession,
} from './chatApi';
import { createServerDriver } from './createServerDriver';
import type { SessionMemory } from './createStoredSessionMemory';

const OLD = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const NEW = '0d4e5f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
/** The conversation remembered from before the reload, with its credential. */
const REMEMBERED: VisitorSession = { sessionId: OLD, visitorToken: 'tok-0' };
const choice = {
  kind: 'choice' as const,
  nodeId: 'menu',
  options: [
    { id: 'c1', label: 'Precios' },
    { id: 'c2', label: 'Soporte' },
  ],
};

function fakeMemory(
  initial: VisitorSession | null,
): SessionMemory & { current: VisitorSession | null; saves: number } {
  const memory = {
    current: initial,
    saves: 0,
    read: () => memory.current,
    save: (session: VisitorSession) => {
      memory.current = session;
      memory.saves += 1;
    },
    forget: () => {
      memory.current = null;
    },
  };
  return memory;
}

const transcript = (overrides: object = {}) => ({
  success: true as const,
  sessionId: OLD,
  publicId: 'nova',
  messages: [
    { seq: 1, from: 'bot' as const, role: 'bot' as const, text: '¿Qué necesitas?', buttons: choice.options },
    { seq: 2, from: 'visitor' as const, role: 'user' as const, text: 'Hola' },
  ],
  input: choice,
  ended: false,
  ...overrides,
});

describe('createServerDriver', () => {
  beforeEach(() => {
    vi.mocked(fetchChatTranscript).mockReset();
    vi.mocked(startChatSession).mockReset();
    vi.mocked(sendChatReply).mockReset();
  });

  it('has nothing to resume when nothing is remembered, and asks nothing', async () => {
    const driver = createServerDriver('nova', 'web', fakeMemory(null));
    expect(await driver.resume?.()).toBeNull();
    expect(fetchChatTranscript).not.toHaveBeenCalled();
  });

  it('resumes the remembered conversation of this bot and answers in it, with its credential', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockResolvedValue(transcript());
    vi.mocked(sendChatReply).mockResolvedValue({ sessionId: OLD, messages: [], input: choice, ended: false });
    const driver = createServerDriver('nova', 'web', memory);
    expect(await driver.resume?.()).toEqual({
      entries: [
        { seq: 1, role: 'bot', text: '¿Qué necesitas?' },
        { seq: 2, role: 'user', text: 'Hola' },
      ],
      input: choice,
      ended: false,
    });
    expect(fetchChatTranscript).toHaveBeenCalledWith(REMEMBERED, 'nova');
    // Resuming counts as activity: the 24 hours start again.
    expect(memory.saves).toBe(1);
    expect(memory.current).toEqual(REMEMBERED);
    await driver.reply({ optionId: 'c1', label: 'Precios' });
    expect(sendChatReply).toHaveBeenCalledWith(REMEMBERED, { optionId: 'c1', label: 'Precios' });
  });

  it.each([
    ['ended', () => Promise.resolve(transcript({ ended: true, input: { kind: 'none' } }))],
    [
      'gone or refused',
      () => Promise.reject(new ApiError(404, 'Esta conversación no existe.', 'CHAT_SESSION_NOT_FOUND')),
    ],
    ['failing on the server', () => Promise.reject(new ApiError(500, 'Error', 'INTERNAL_ERROR'))],
  ])('forgets a remembered conversation that is %s, so a new one starts', async (_case, answer) => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockImplementation(answer);
    const driver = createServerDriver('nova', 'web', memory);
    expect(await driver.resume?.()).toBeNull();
    expect(memory.current).toBeNull();
  });

  it('keeps the remembered conversation while offline, for the next try', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockRejectedValue(new ApiError(0, 'offline'));
    const driver = createServerDriver('nova', 'web', memory);
    await expect(driver.resume?.()).rejects.toBeInstanceOf(ApiError);
    expect(memory.current).toEqual(REMEMBERED);
  });

  it('remembers a new conversation, forgets it when it ends, and restarting starts anew', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
      visitorToken: 'tok-1',
    });
    vi.mocked(sendChatReply).mockResolvedValue({
      sessionId: NEW,
      messages: [{ id: '2-0', nodeId: 'end', text: 'Adiós' }],
      input: { kind: 'none' },
      ended: true,
    });
    const driver = createServerDriver('nova', 'widget', memory);
    await driver.start();
    expect(startChatSession).toHaveBeenCalledWith('nova', 'widget');
    expect(memory.current).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
    await driver.reply({ text: 'adiós' });
    expect(sendChatReply).toHaveBeenCalledWith({ sessionId: NEW, visitorToken: 'tok-1' }, { text: 'adiós' });
    expect(memory.current).toBeNull();
  });

  it('forgets the remembered conversation when a restart is asked, even if the start fails', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(startChatSession).mockRejectedValue(new ApiError(0, 'offline'));
    await expect(createServerDriver('nova', 'web', memory).start()).rejects.toBeInstanceOf(ApiError);
    expect(memory.current).toBeNull();
  });

  it('remembers the visitor’s credential with the session and follows the live stream with it', async () => {
    const memory = fakeMemory(null);
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
      visitorToken: 'tok-1',
    });
    vi.mocked(sendChatReply).mockResolvedValue({ sessionId: NEW, messages: [], input: choice, ended: false });
    const urls: string[] = [];
    const driver = createServerDriver('nova', 'web', memory, {
      createSource: (url) => {
        urls.push(url);
        return { readyState: 1, addEventListener: () => {}, close: () => {} };
      },
    });
    expect(driver.listen?.(() => {})).toBeNull();
    await driver.start();
    expect(memory.current).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
    // A reply answers no credential: the one of the start is kept, and sent with the next reply.
    await driver.reply({ text: 'hola' });
    expect(memory.current).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
    await driver.reply({ text: 'otra' });
    expect(sendChatReply).toHaveBeenLastCalledWith(
      { sessionId: NEW, visitorToken: 'tok-1' },
      { text: 'otra' },
    );
    const stop = driver.listen?.(() => {});
    expect(typeof stop).toBe('function');
    expect(urls).toEqual([`/api/chat/sessions/${NEW}/events?token=tok-1`]);
  });

  it('resumes with the remembered credential, who wrote each message and who answers now', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockResolvedValue(
      transcript({
        messages: [
          { seq: 1, from: 'visitor', role: 'user', text: 'Una persona, por favor' },
          { seq: 2, from: 'system', role: 'bot', text: 'Ana se unió' },
          { seq: 3, from: 'person', role: 'bot', author: 'Ana', text: 'Hola' },
        ],
        input: { kind: 'none' },
        handoff: { status: 'person', agentName: 'Ana' },
      }),
    );
    const driver = createServerDriver('nova', 'web', memory, {
      createSource: () => ({ readyState: 1, addEventListener: () => {}, close: () => {} }),
    });
    expect(await driver.resume?.()).toEqual({
      entries: [
        { seq: 1, role: 'user', text: 'Una persona, por favor' },
        { seq: 2, role: 'system', text: 'Ana se unió' },
        { seq: 3, role: 'person', author: 'Ana', text: 'Hola' },
      ],
      input: { kind: 'none' },
      ended: false,
      handoff: { status: 'person', agentName: 'Ana' },
    });
    expect(memory.current).toEqual(REMEMBERED);
    expect(driver.listen?.(() => {})).not.toBeNull();
  });

  it('starts anew, asking nothing, when the memory holds no conversation it can carry on', async () => {
    // A session stored without its credential reads as none (the stored memory forgets it).
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
      visitorToken: 'tok-1',
    });
    const memory = fakeMemory(null);
    const driver = createServerDriver('nova', 'web', memory);
    expect(await driver.resume?.()).toBeNull();
    expect(fetchChatTranscript).not.toHaveBeenCalled();
    await driver.start();
    expect(memory.current).toEqual({ sessionId: NEW, visitorToken: 'tok-1' });
  });

  it('remembers nothing and sends no reply for a start that answered no credential', async () => {
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
    });
    const memory = fakeMemory(REMEMBERED);
    const driver = createServerDriver('nova', 'web', memory);
    await driver.start();
    expect(memory.current).toBeNull();
    await expect(driver.reply({ text: 'hola' })).rejects.toThrow();
    expect(sendChatReply).not.toHaveBeenCalled();
    expect(driver.listen?.(() => {})).toBeNull();
  });

  it('does not carry on a conversation a person closed', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockResolvedValue(
      transcript({ handoff: { status: 'closed', agentName: null } }),
    );
    expect(await createServerDriver('nova', 'web', memory).resume?.()).toBeNull();
    expect(memory.current).toBeNull();
  });

  it('tells the team the visitor types at most every 3 seconds, only with a credential', async () => {
    vi.mocked(sendVisitorTyping).mockReset().mockResolvedValue(undefined);
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
    });
    const driver = createServerDriver('nova', 'web', fakeMemory(null));
    await driver.start();
    driver.notifyTyping?.();
    expect(sendVisitorTyping).not.toHaveBeenCalled();

    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
      visitorToken: 'tok-1',
    });
    const withToken = createServerDriver('nova', 'web', fakeMemory(null));
    await withToken.start();
    withToken.notifyTyping?.();
    withToken.notifyTyping?.();
    expect(sendVisitorTyping).toHaveBeenCalledTimes(1);
    expect(sendVisitorTyping).toHaveBeenCalledWith(NEW, 'tok-1');
  });

  it('reads where the conversation stands again, and nothing when it cannot', async () => {
    const memory = fakeMemory(REMEMBERED);
    vi.mocked(fetchChatTranscript).mockResolvedValue(transcript());
    const driver = createServerDriver('nova', 'web', memory);
    expect(await driver.sync?.()).toBeNull();
    await driver.resume?.();
    expect(await driver.sync?.()).toEqual({ input: choice, ended: false });
    expect(fetchChatTranscript).toHaveBeenLastCalledWith(REMEMBERED, 'nova');
    vi.mocked(fetchChatTranscript).mockRejectedValue(new ApiError(0, 'offline'));
    expect(await driver.sync?.()).toBeNull();
  });
});
