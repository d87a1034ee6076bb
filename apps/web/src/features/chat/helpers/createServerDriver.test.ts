import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./chatApi', () => ({
  fetchChatTranscript: vi.fn(),
  startChatSession: vi.fn(),
  sendChatReply: vi.fn(),
}));

import { ApiError } from '../../../lib/apiClient';
import { fetchChatTranscript, sendChatReply, startChatSession } from './chatApi';
import { createServerDriver } from './createServerDriver';
import type { SessionMemory } from './createStoredSessionMemory';

const OLD = '7b1f1c9e-0c3a-4c1e-9d55-3f0e6f7a8b9c';
const NEW = '0d4e5f6a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const choice = {
  kind: 'choice' as const,
  nodeId: 'menu',
  options: [
    { id: 'c1', label: 'Precios' },
    { id: 'c2', label: 'Soporte' },
  ],
};

function fakeMemory(initial: string | null): SessionMemory & { current: string | null; saves: number } {
  const memory = {
    current: initial,
    saves: 0,
    read: () => memory.current,
    save: (sessionId: string) => {
      memory.current = sessionId;
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
    { seq: 1, role: 'bot' as const, text: '¿Qué necesitas?', buttons: choice.options },
    { seq: 2, role: 'user' as const, text: 'Hola' },
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

  it('resumes the remembered conversation of this bot and answers in it', async () => {
    const memory = fakeMemory(OLD);
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
    expect(fetchChatTranscript).toHaveBeenCalledWith(OLD, 'nova');
    // Resuming counts as activity: the 24 hours start again.
    expect(memory.saves).toBe(1);
    await driver.reply({ optionId: 'c1', label: 'Precios' });
    expect(sendChatReply).toHaveBeenCalledWith(OLD, { optionId: 'c1', label: 'Precios' });
  });

  it.each([
    ['ended', () => Promise.resolve(transcript({ ended: true, input: { kind: 'none' } }))],
    [
      'gone or refused',
      () => Promise.reject(new ApiError(404, 'Esta conversación no existe.', 'CHAT_SESSION_NOT_FOUND')),
    ],
    ['failing on the server', () => Promise.reject(new ApiError(500, 'Error', 'INTERNAL_ERROR'))],
  ])('forgets a remembered conversation that is %s, so a new one starts', async (_case, answer) => {
    const memory = fakeMemory(OLD);
    vi.mocked(fetchChatTranscript).mockImplementation(answer);
    const driver = createServerDriver('nova', 'web', memory);
    expect(await driver.resume?.()).toBeNull();
    expect(memory.current).toBeNull();
  });

  it('keeps the remembered conversation while offline, for the next try', async () => {
    const memory = fakeMemory(OLD);
    vi.mocked(fetchChatTranscript).mockRejectedValue(new ApiError(0, 'offline'));
    const driver = createServerDriver('nova', 'web', memory);
    await expect(driver.resume?.()).rejects.toBeInstanceOf(ApiError);
    expect(memory.current).toBe(OLD);
  });

  it('remembers a new conversation, forgets it when it ends, and restarting starts anew', async () => {
    const memory = fakeMemory(OLD);
    vi.mocked(startChatSession).mockResolvedValue({
      sessionId: NEW,
      messages: [],
      input: choice,
      ended: false,
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
    expect(memory.current).toBe(NEW);
    await driver.reply({ text: 'adiós' });
    expect(sendChatReply).toHaveBeenCalledWith(NEW, { text: 'adiós' });
    expect(memory.current).toBeNull();
  });

  it('forgets the remembered conversation when a restart is asked, even if the start fails', async () => {
    const memory = fakeMemory(OLD);
    vi.mocked(startChatSession).mockRejectedValue(new ApiError(0, 'offline'));
    await expect(createServerDriver('nova', 'web', memory).start()).rejects.toBeInstanceOf(ApiError);
    expect(memory.current).toBeNull();
  });
});
