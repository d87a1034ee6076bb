import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, detectByteSentiment } from './byteKnowledge';

describe("Byte's mood", () => {
  it('is not left thinking once a question has its answer', () => {
    const question = '¿Cómo conecto mi bot a WhatsApp?';
    const reply = answerFromKnowledge(question);
    expect(reply.trim().endsWith('?')).toBe(false);
    expect(detectByteSentiment(question, reply)).not.toBe('thinking');
  });

  it('thinks when its reply asks something back', () => {
    expect(detectByteSentiment('cuéntame algo', '¿Sobre qué quieres saber más?')).toBe('thinking');
  });

  it('turns sad on words of failure, whatever else is said', () => {
    expect(detectByteSentiment('no funciona, hay un error', '¿Qué ves en pantalla?')).toBe('sad');
  });
});
