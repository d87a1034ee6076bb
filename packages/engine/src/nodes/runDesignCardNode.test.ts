import { describe, expect, it } from 'vitest';
import type { EngineEffects } from '../model/engineEffects';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';

const FIGMA_LINK = 'https://www.figma.com/design/Ab12Cd/Carta?node-id=0-1';
const PREVIEW = 'https://s3-alpha.figma.com/thumbnails/carta.png';

/** start → a Figma card → 'Después' → end. */
const cardFlow = (data: Record<string, unknown>, powerId = 'figma') =>
  testFlow(
    [
      node('s', 'start'),
      node('p', 'power', { powerId, ...data }),
      node('m', 'message', { message: 'Después' }),
      node('e', 'end'),
    ],
    ['s->p', 'p->m', 'm->e'],
  );

describe('power node of Figma or Canva', () => {
  it('shows one card of the design — title, preview and link — then goes on', async () => {
    const flow = cardFlow({
      designUrl: ` ${FIGMA_LINK} `,
      designTitle: ' Carta de verano ',
      designImage: PREVIEW,
    });
    const [result] = await converse(flow);
    expect(result!.messages[0]).toEqual({
      id: '1-0',
      nodeId: 'p',
      text: `Carta de verano\n${FIGMA_LINK}`,
      card: { title: 'Carta de verano', url: FIGMA_LINK, imageUrl: PREVIEW, linkLabel: 'Abrir el diseño' },
    });
    expect(texts(result!).slice(1)).toEqual(['Después']);
    expect(events(result!)).toContain('power-handled');
  });

  it('says the link in the visitor’s language, and names the design when its title is blank', async () => {
    const flow = cardFlow({ designUrl: 'https://www.canva.com/design/DAF1/tok/view' }, 'canva');
    const [english] = await converse(flow, [], { context: { language: 'en' } });
    expect(english!.messages[0]?.card).toEqual({
      title: 'Canva design',
      url: 'https://www.canva.com/design/DAF1/tok/view',
      linkLabel: 'Open the design',
    });
    const [spanish] = await converse(flow);
    expect(spanish!.messages[0]?.card?.title).toBe('Diseño de Canva');
  });

  it('leaves out a preview that is not https: the image host is not trusted', async () => {
    for (const designImage of [
      'http://s3-alpha.figma.com/a.png',
      'javascript:alert(1)',
      'data:image/png,AA',
    ]) {
      const [result] = await converse(cardFlow({ designUrl: FIGMA_LINK, designImage }));
      expect(result!.messages[0]?.card).not.toHaveProperty('imageUrl');
    }
  });

  it('shows nothing for a link that is not the service’s design, and goes on', async () => {
    for (const designUrl of [
      undefined,
      'https://www.canva.com/design/DAF1/view',
      'http://www.figma.com/file/a',
    ]) {
      const [result] = await converse(cardFlow({ designUrl }));
      expect(texts(result!)).toEqual(['Después']);
      expect(result!.messages.some((message) => message.card)).toBe(false);
      expect(events(result!)).toContain('power-passed');
    }
  });

  it('does not show a Pro design the owner may not use now (locked), and asks the host nothing else', async () => {
    const asked: string[] = [];
    const effects = (locked: boolean): EngineEffects => ({
      power: async (request) => {
        asked.push(request.powerId);
        return locked
          ? { ok: false, handled: false, locked: true, error: 'power_locked' }
          : { ok: true, handled: false };
      },
    });
    const flow = cardFlow({ designUrl: FIGMA_LINK });
    const [locked] = await converse(flow, [], { effects: effects(true) });
    expect(texts(locked!)).toEqual(['Después']);
    expect(events(locked!)).toContain('power-locked');
    const [open] = await converse(flow, [], { effects: effects(false) });
    expect(open!.messages[0]?.card?.url).toBe(FIGMA_LINK);
    expect(asked).toEqual(['figma', 'figma']);
  });

  it('waits an «Esperar» pause before the card, as before any message', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('w', 'action', { actionType: 'delay', parameters: { seconds: 2 } }),
        node('p', 'power', { powerId: 'figma', designUrl: FIGMA_LINK }),
        node('e', 'end'),
      ],
      ['s->w', 'w->p', 'p->e'],
    );
    const [result] = await converse(flow);
    const card = result!.messages.find((message) => message.card);
    expect(card?.delayMs).toBe(2000);
  });
});
