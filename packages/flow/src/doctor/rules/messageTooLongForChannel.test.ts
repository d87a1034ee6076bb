import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessagingChannel } from '../../channels/channelLimits';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

const flowSaying = (message: string) =>
  graph([node('s', 'start'), node('m', 'message', 0, 0, { message }), node('e', 'end')], ['s->m', 'm->e']);
const askingWith = (question: string, options: number) =>
  graph(
    [
      node('s', 'start'),
      node('d', 'decision', 0, 0, {
        question,
        conditions: Array.from({ length: options }, (_, at) => ({ id: `c${at}`, text: `Opción ${at + 1}` })),
      }),
      node('e', 'end'),
    ],
    ['s->d', 'd->e'],
  );
const on = (...channels: MessagingChannel[]): DoctorContext => ({ ...FULL_CONTEXT, channels });
const words = (characters: number) =>
  `${'palabra '.repeat(Math.ceil(characters / 8)).slice(0, characters - 1)}s`;

describe('messageTooLongForChannel', () => {
  it('tells into how many messages the channel with the shortest message splits a text', () => {
    const [finding] = findingsOf(
      'messageTooLongForChannel',
      flowSaying('a'.repeat(2500)),
      on('whatsapp-cloud', 'telegram', 'messenger', 'instagram'),
    );
    expect(finding).toMatchObject({ severity: 'tip', nodeIds: ['m'] });
    expect(finding?.message.message).toBe(
      'El texto de «m» tiene 2500 caracteres, más de los 1000 que caben en un mensaje de Instagram: llegará partido en 3 mensajes.',
    );
    expect(finding?.fixes).toBeUndefined();
  });

  it('names every channel splitting it as much', () => {
    const [finding] = findingsOf(
      'messageTooLongForChannel',
      flowSaying('a'.repeat(5000)),
      on('telegram', 'whatsapp-cloud'),
    );
    expect(finding?.message.params).toEqual({
      label: 'm',
      length: 5000,
      max: 4096,
      parts: 2,
      channels: 'WhatsApp, Telegram',
    });
  });

  it("splits a WhatsApp question with up to 3 buttons at the buttons' 1024", () => {
    const [finding] = findingsOf(
      'messageTooLongForChannel',
      askingWith('a'.repeat(1500), 3),
      on('whatsapp-cloud'),
    );
    expect(finding?.message.message).toBe(
      'La pregunta de «d» tiene 1500 caracteres, más de los 1024 que caben junto a los botones de WhatsApp: llegará partida en 2 mensajes, con los botones en el último.',
    );
    expect(
      findingsOf('messageTooLongForChannel', askingWith('a'.repeat(1500), 4), on('whatsapp-cloud')),
    ).toEqual([]);
  });

  it('is quiet on WhatsApp by QR (sent whole) and when the context does not say', () => {
    expect(findingsOf('messageTooLongForChannel', flowSaying('a'.repeat(5000)), on('whatsapp'))).toEqual([]);
    expect(findingsOf('messageTooLongForChannel', flowSaying('a'.repeat(5000)))).toEqual([]);
  });

  it("gives a tip exactly when a text passes the channel's limit, counting an emoji once (Instagram: its 4 bytes)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[MessagingChannel, number, number]>(
          ['instagram', 1000, 4],
          ['messenger', 2000, 1],
          ['telegram', 4096, 1],
        ),
        fc.integer({ min: -3, max: 3 }),
        fc.boolean(),
        ([channel, limit, emojiSize], offset, emoji) => {
          const text = emoji ? '😀'.repeat(Math.floor(limit / emojiSize) + offset) : words(limit + offset);
          const findings = findingsOf('messageTooLongForChannel', flowSaying(text), on(channel));
          expect(findings.map((finding) => finding.message.params?.parts)).toEqual(offset > 0 ? [2] : []);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("tells Instagram's limit in bytes: accented letters take more room", () => {
    const text = 'canción '.repeat(120).trim(); // 959 characters, 1079 bytes
    const [finding] = findingsOf('messageTooLongForChannel', flowSaying(text), on('instagram', 'messenger'));
    expect(finding?.message.code).toBe('doctor.messageTooLongForInstagram');
    expect(finding?.message.params).toMatchObject({ max: 1000, parts: 2 });
  });
});
