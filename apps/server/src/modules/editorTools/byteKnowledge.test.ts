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

describe("Byte's answer about keeping a visitor's e-mail", () => {
  it.each([
    '¿Cómo guardo el correo?',
    '¿Cómo guardo el email de un visitante?',
    '¿Dónde veo mis leads?',
    '¿Cómo consigo contactos?',
    '¿Para qué sirve guardar datos?',
  ])(
    '"%s": the contact is made by itself, answers are results, «Guardar datos» is for custom records',
    (question) => {
      const reply = answerFromKnowledge(question);
      expect(reply).toContain('crea el contacto por sí solo en «Contactos», uno por persona');
      expect(reply).toContain('cada respuesta queda guardada como resultado de su conversación');
      expect(reply).toContain('CSV');
      expect(reply).toContain('«Guardar datos» es solo para registros personalizados');
    },
  );

  it('still answers a question about variables with variables', () => {
    expect(answerFromKnowledge('¿Cómo uso una variable en un texto?')).toContain('{{nombre}}');
  });
});
