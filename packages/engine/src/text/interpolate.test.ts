import { describe, expect, it } from 'vitest';
import { escapeJsonString, interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills variables, with or without spaces inside the braces', () => {
    expect(interpolate('Hola {{nombre}}, tienes {{ edad }} años', { nombre: 'Ana', edad: 30 })).toBe(
      'Hola Ana, tienes 30 años',
    );
  });

  it('turns unknown variables and null into an empty text, never "undefined"', () => {
    expect(interpolate('[{{nada}}][{{vacio}}]', { vacio: null })).toBe('[][]');
  });

  it('prints booleans and reads dotted names as flat keys', () => {
    expect(interpolate('{{ok}} {{http.status}}', { ok: true, 'http.status': 200 })).toBe('true 200');
  });

  it('does not read inherited properties', () => {
    expect(interpolate('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('substitutes once: a value with braces stays literal', () => {
    expect(interpolate('{{a}}', { a: '{{b}}', b: 'x' })).toBe('{{b}}');
  });

  it('leaves text without placeholders and unclosed braces alone', () => {
    expect(interpolate('sin variables {{ abierto', { abierto: 'x' })).toBe('sin variables {{ abierto');
  });

  it('escapes values when asked (JSON bodies)', () => {
    const body = interpolate('{"n":"{{n}}"}', { n: 'Ana "la" \\ grande' }, { escape: escapeJsonString });
    expect(JSON.parse(body)).toEqual({ n: 'Ana "la" \\ grande' });
  });
});
