import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessagingChannel } from '../../channels/channelLimits';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

const menuOf = (labels: readonly string[]) =>
  graph(
    [
      node('s', 'start'),
      node('menu', 'decision', 0, 0, {
        label: 'Menú',
        conditions: labels.map((text, at) => ({ id: `c${at}`, text })),
      }),
      node('e', 'end'),
    ],
    ['s->menu', 'menu->e'],
  );
const on = (...channels: MessagingChannel[]): DoctorContext => ({ ...FULL_CONTEXT, channels });

describe('buttonLabelTooLongForChannel', () => {
  it('names the options a channel cuts, on the channels with the shortest title', () => {
    const menu = menuOf(['Precios', 'Reservar una mesa para hoy', 'Horario']);
    const [finding] = findingsOf('buttonLabelTooLongForChannel', menu, on('whatsapp-cloud', 'messenger'));
    expect(finding).toMatchObject({ severity: 'tip', nodeIds: ['menu'] });
    expect(finding?.message.message).toBe(
      'En WhatsApp, Messenger, las opciones de «Menú» muestran como mucho 20 caracteres: se cortarán «Reservar una mesa para hoy».',
    );
    expect(finding?.fixes).toBeUndefined();
  });

  it("uses the title of the menu's shape: a WhatsApp list row shows 24", () => {
    const labels = ['Uno', 'Dos', 'Tres', 'Quiero hablar con alguien', 'Veintidós caracteres.'];
    const [finding] = findingsOf('buttonLabelTooLongForChannel', menuOf(labels), on('whatsapp-cloud'));
    expect(finding?.message.params).toMatchObject({ max: 24, options: '«Quiero hablar con alguien»' });
    const [strictest] = findingsOf(
      'buttonLabelTooLongForChannel',
      menuOf(labels),
      on('whatsapp-cloud', 'instagram'),
    );
    expect(strictest?.message.params).toMatchObject({
      channels: 'Instagram',
      max: 20,
      options: '«Quiero hablar con alguien», «Veintidós caracteres.»',
    });
  });

  it('warns when cut buttons become the same title', () => {
    const menu = menuOf(['Reservar una mesa para hoy', 'Reservar una mesa para mañana']);
    const [finding] = findingsOf('buttonLabelTooLongForChannel', menu, on('messenger'));
    expect(finding?.severity).toBe('warning');
    expect(finding?.message.code).toBe('doctor.buttonLabelTooLongForChannelAlike');
  });

  it('is quiet where labels show whole: Telegram, WhatsApp by QR, numbered texts, no context', () => {
    const long = menuOf(['Una opción con un texto bastante largo', 'Otra']);
    expect(findingsOf('buttonLabelTooLongForChannel', long, on('telegram', 'whatsapp'))).toEqual([]);
    expect(findingsOf('buttonLabelTooLongForChannel', long)).toEqual([]);
    const many = menuOf(Array.from({ length: 14 }, (_, at) => `Una opción larga de verdad número ${at}`));
    expect(findingsOf('buttonLabelTooLongForChannel', many, on('messenger'))).toEqual([]);
  });

  it('flags a reply button exactly when its label passes 20 characters (an emoji counts once)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.boolean(), (length, emoji) => {
        const label = emoji ? '😀'.repeat(length) : 'a'.repeat(length);
        const findings = findingsOf(
          'buttonLabelTooLongForChannel',
          menuOf([label, 'No']),
          on('whatsapp-cloud'),
        );
        expect(findings).toHaveLength(length > 20 ? 1 : 0);
      }),
      { numRuns: 40 },
    );
  });
});
