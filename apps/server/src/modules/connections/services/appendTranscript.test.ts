import { describe, expect, it } from 'vitest';
import { appendTranscript } from './appendTranscript';
import type { ActionRequest } from './serviceConnector';

/** A request in a conversation whose transcript is `transcript`, counting how often it is read. */
function requestWith(transcript: string) {
  const reads = { count: 0 };
  const request: ActionRequest = {
    inputs: {},
    fields: {},
    conversation: {
      sessionId: 's-1',
      plubotId: 'p-1',
      readTranscript: async () => {
        reads.count += 1;
        return transcript;
      },
    },
  };
  return { request, reads };
}

describe('appendTranscript', () => {
  it('puts the conversation after the owner’s text, under its heading', async () => {
    const { request } = requestWith('Visitante: Hola\nBot: ¿En qué te ayudo?\n');
    expect(await appendTranscript(' Quiere una demo \n', request, true)).toBe(
      'Quiere una demo\n\nConversación con el bot:\nVisitante: Hola\nBot: ¿En qué te ayudo?',
    );
  });

  it('gives the conversation alone when the owner wrote nothing', async () => {
    const { request } = requestWith('Visitante: Hola');
    expect(await appendTranscript('', request, true)).toBe('Conversación con el bot:\nVisitante: Hola');
  });

  it('does not read the conversation when it is not asked for', async () => {
    const { request, reads } = requestWith('Visitante: Hola');
    expect(await appendTranscript('Nota', request, false)).toBe('Nota');
    expect(reads.count).toBe(0);
  });

  it('adds no heading for an empty conversation, or outside one', async () => {
    expect(await appendTranscript('Nota', requestWith('  ').request, true)).toBe('Nota');
    expect(await appendTranscript('Nota', { inputs: {}, fields: {} }, true)).toBe('Nota');
    expect(await appendTranscript('', { inputs: {}, fields: {} }, true)).toBe('');
  });
});
