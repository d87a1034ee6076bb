import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { sendReplies } from './receiveWhatsAppMessage';
import type { WhatsAppTransport } from './whatsappTransport';

describe('sendReplies', () => {
  it('sends a paused message and the ones after it only when the pause is over', async () => {
    const sent: string[] = [];
    const transport = { sendText: vi.fn(async (_to: string, text: string) => void sent.push(text)) };
    const timers: { callback: () => void; ms: number }[] = [];
    const clock = { setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }) };
    const inbox = {
      transport: () => transport as unknown as WhatsAppTransport,
      log: { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger,
    };
    await sendReplies(
      inbox,
      '34600000000@s.whatsapp.net',
      '+34600000000',
      [
        { id: '0-0', nodeId: 'a', text: 'Un momento…' },
        { id: '0-1', nodeId: 'b', text: 'Listo', delayMs: 5000 },
        { id: '0-2', nodeId: 'c', text: '¿Algo más?' },
      ],
      clock,
    );
    expect(sent).toEqual(['Un momento…']);
    expect(timers.map((timer) => timer.ms)).toEqual([5000]);
    timers[0]?.callback();
    await vi.waitFor(() => expect(sent).toEqual(['Un momento…', 'Listo', '¿Algo más?']));
  });
});
