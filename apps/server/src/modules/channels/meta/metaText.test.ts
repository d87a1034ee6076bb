import { describe, expect, it } from 'vitest';
import {
  charLength,
  fitTitles,
  metaOptionId,
  resolveMetaOptionId,
  splitForBody,
  toPlainChatText,
  truncateTitle,
} from './metaText';

describe('metaText', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(charLength('🍕🍕')).toBe(2);
    expect(truncateTitle('🍕'.repeat(30), 20)).toBe(`${'🍕'.repeat(19)}…`);
  });

  it('truncates titles with an ellipsis and keeps short ones whole', () => {
    expect(truncateTitle('Reservar una mesa para esta noche', 20)).toBe('Reservar una mesa p…');
    expect(charLength(truncateTitle('Reservar una mesa para esta noche', 20))).toBe(20);
    expect(truncateTitle('  Sí  ', 20)).toBe('Sí');
  });

  it('keeps titles unique after cutting them, and fills empty ones', () => {
    const titles = fitTitles(
      ['Opción muy larga número uno', 'Opción muy larga número dos', 'opción muy larga número tres', ''],
      20,
    );
    expect(titles).toEqual(['Opción muy larga nú…', 'Opción muy larg… (2)', 'opción muy larg… (3)', '4']);
    expect(titles.every((title) => charLength(title) <= 20)).toBe(true);
    expect(fitTitles(['Sí', 'sí'], 20)).toEqual(['Sí', 'sí (2)']);
  });

  it('leaves the last part for an interactive body within its own limit', () => {
    const { before, body } = splitForBody('x '.repeat(700), 4096, 1024);
    expect(before).toHaveLength(1);
    expect(charLength(body)).toBeLessThanOrEqual(1024);
    expect(splitForBody('corto', 4096, 1024)).toEqual({ before: [], body: 'corto' });
  });

  it('sends ids that fit as they are and maps digests of long ones back', () => {
    const options = [
      { id: 'a', label: 'A' },
      { id: 'x'.repeat(300), label: 'Largo' },
      { id: ' spaced ', label: 'Espacios' },
    ];
    expect(metaOptionId('a', 256)).toBe('a');
    const long = metaOptionId('x'.repeat(300), 256);
    expect(long).toMatch(/^plh:[\w-]{32}$/);
    expect(resolveMetaOptionId(long, options)).toBe('x'.repeat(300));
    expect(resolveMetaOptionId(metaOptionId(' spaced ', 256), options)).toBe(' spaced ');
    expect(resolveMetaOptionId('a', options)).toBe('a');
    expect(resolveMetaOptionId('b', options)).toBeUndefined();
    expect(resolveMetaOptionId('plh:unknown', options)).toBeUndefined();
  });

  it('writes the chat’s Markdown as plain text', () => {
    expect(toPlainChatText('**Hola** [web](https://plubot.com)\n- uno\n2. dos')).toBe(
      'Hola web (https://plubot.com)\n• uno\n2. dos',
    );
  });
});
