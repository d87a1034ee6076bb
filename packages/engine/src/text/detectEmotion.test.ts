import { describe, expect, it } from 'vitest';
import { detectEmotion } from './detectEmotion';

describe('detectEmotion', () => {
  it.each([
    ['¡Estoy muy feliz, gracias!', 'happy'],
    ['Me siento triste hoy', 'sad'],
    ['Estoy MUY enojado con el servicio', 'angry'],
    ['¡Increíble! No puedo creer esto', 'surprised'],
    ['Estoy harto, esto no funciona', 'frustrated'],
    ['Quiero saber el horario', 'neutral'],
    ['', 'neutral'],
  ] as const)('%s → %s', (text, emotion) => {
    expect(detectEmotion(text)).toBe(emotion);
  });

  it('matches whole words only', () => {
    expect(detectEmotion('Tengo un animal')).toBe('neutral');
  });

  it('reads a negated happy word as sad', () => {
    expect(detectEmotion('No estoy bien')).toBe('sad');
  });

  it('lets the emotion with most keywords win', () => {
    expect(detectEmotion('bien, pero frustrado, harto y cansado')).toBe('frustrated');
  });
});
