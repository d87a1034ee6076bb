import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MessagingChannel } from '../../channels/channelLimits';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import type { DoctorContext } from '../doctorTypes';

const menuOf = (options: number) =>
  graph(
    [
      node('s', 'start'),
      node('menu', 'decision', 0, 0, {
        label: 'Menú',
        conditions: Array.from({ length: options }, (_, at) => ({ id: `c${at}`, text: `Opción ${at + 1}` })),
      }),
      node('e', 'end'),
    ],
    ['s->menu', 'menu->e'],
  );
const on = (...channels: MessagingChannel[]): DoctorContext => ({ ...FULL_CONTEXT, channels });

describe('menuShapeOnChannel', () => {
  it('tells that 4 to 10 options go as a list on WhatsApp', () => {
    const [finding] = findingsOf('menuShapeOnChannel', menuOf(5), on('whatsapp-cloud'));
    expect(finding).toMatchObject({ severity: 'tip', nodeIds: ['menu'] });
    expect(finding?.message.message).toBe(
      'En WhatsApp, «Menú» ofrece 5 opciones y un mensaje admite como mucho 3 botones: llegarán en una lista que se abre con un botón. Con 3 o menos se verán como botones.',
    );
  });

  it('warns that more options than a channel holds go as a numbered text, naming those channels', () => {
    const [finding] = findingsOf(
      'menuShapeOnChannel',
      menuOf(14),
      on('whatsapp-cloud', 'telegram', 'messenger', 'instagram'),
    );
    expect(finding).toMatchObject({ severity: 'warning', nodeIds: ['menu'] });
    expect(finding?.message.message).toBe(
      '«Menú» ofrece 14 opciones: en WhatsApp, Messenger, Instagram llegarán como una lista numerada dentro de un texto, y habrá que responder escribiendo el número o la opción. Con 10 o menos se podrán elegir tocándolas.',
    );
    expect(findingsOf('menuShapeOnChannel', menuOf(12), on('messenger', 'instagram'))).toEqual([]);
    expect(
      findingsOf('menuShapeOnChannel', menuOf(12), on('whatsapp-cloud'))[0]?.message.params,
    ).toMatchObject({ channels: 'WhatsApp', max: 10 });
  });

  it('counts only the buttons the plan shows', () => {
    expect(
      findingsOf('menuShapeOnChannel', menuOf(12), { ...on('whatsapp-cloud'), maxMenuButtons: 3 }),
    ).toEqual([]);
  });

  it('says once for the whole bot that WhatsApp by QR sends every menu as a numbered text', () => {
    const twoMenus = menuOf(2);
    const findings = findingsOf('menuShapeOnChannel', twoMenus, on('whatsapp'));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ severity: 'tip', nodeIds: [], id: 'menuShapeOnChannel:' });
    expect(findings[0]?.message.params).toEqual({ count: 1 });
    expect(
      findingsOf(
        'menuShapeOnChannel',
        graph([node('s', 'start'), node('e', 'end')], ['s->e']),
        on('whatsapp'),
      ),
    ).toEqual([]);
  });

  it('is quiet on Telegram, without channels, and when the context does not say', () => {
    expect(findingsOf('menuShapeOnChannel', menuOf(30), on('telegram'))).toEqual([]);
    expect(findingsOf('menuShapeOnChannel', menuOf(30), on())).toEqual([]);
    expect(findingsOf('menuShapeOnChannel', menuOf(30))).toEqual([]);
  });

  it('on WhatsApp Cloud: buttons up to 3, a list (tip) up to 10, a numbered text (warning) beyond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (options) => {
        const severities = findingsOf('menuShapeOnChannel', menuOf(options), on('whatsapp-cloud')).map(
          (finding) => finding.severity,
        );
        expect(severities).toEqual(options <= 3 ? [] : options <= 10 ? ['tip'] : ['warning']);
      }),
      { numRuns: 40 },
    );
  });
});
