import { describe, expect, it } from 'vitest';
import { CAPTION_MAX_LENGTH, getNodeCaption } from './getNodeCaption';

describe('getNodeCaption', () => {
  it('prefers the label, then the message or question', () => {
    expect(getNodeCaption({ data: { label: 'Bienvenida', message: 'Hola' } })).toBe('Bienvenida');
    expect(getNodeCaption({ data: { label: '  ', message: 'Hola\n  qué tal' } })).toBe('Hola qué tal');
    expect(getNodeCaption({ data: { question: '¿Qué buscas?' } })).toBe('¿Qué buscas?');
  });

  it('cuts long texts with an ellipsis', () => {
    const caption = getNodeCaption({ data: { message: 'palabra '.repeat(30) } });
    expect(caption?.length).toBeLessThanOrEqual(CAPTION_MAX_LENGTH);
    expect(caption?.endsWith('…')).toBe(true);
  });

  it('has nothing to say for a node without text', () => {
    expect(getNodeCaption({ data: { url: 'https://x' } })).toBeNull();
    expect(getNodeCaption({ data: null })).toBeNull();
    expect(getNodeCaption({})).toBeNull();
  });
});
