import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import { WHATSAPP_MAX_TEXT_LENGTH } from './messageTooLongForWhatsApp';

const flowSaying = (message: string) =>
  graph([node('s', 'start'), node('m', 'message', 0, 0, { message }), node('e', 'end')], ['s->m', 'm->e']);

describe('messageTooLongForWhatsApp', () => {
  it('gives a tip for a text longer than WhatsApp delivers', () => {
    const [finding] = findingsOf(
      'messageTooLongForWhatsApp',
      flowSaying('a'.repeat(WHATSAPP_MAX_TEXT_LENGTH + 1)),
    );
    expect(finding).toMatchObject({
      severity: 'tip',
      nodeIds: ['m'],
      message: { params: { length: 4097, max: 4096 } },
    });
    expect(finding?.fixes).toBeUndefined();
  });

  it('is quiet at the limit, counting an emoji as one character', () => {
    expect(findingsOf('messageTooLongForWhatsApp', flowSaying('a'.repeat(WHATSAPP_MAX_TEXT_LENGTH)))).toEqual(
      [],
    );
    expect(
      findingsOf('messageTooLongForWhatsApp', flowSaying('😀'.repeat(WHATSAPP_MAX_TEXT_LENGTH))),
    ).toEqual([]);
  });
});
