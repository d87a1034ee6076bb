import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NODE_TYPES } from './nodeTypes';
import { readNodeDataAs } from './readNodeDataAs';

describe('readNodeDataAs', () => {
  it('keeps good data as it is, unknown fields included', () => {
    const data = {
      message: 'Hola {{nombre}}',
      label: 'Saludo',
      capture: { variable: 'email' },
      futureField: [1],
    };
    expect(readNodeDataAs('message', data)).toEqual(data);
  });

  it('drops only the fields that do not fit, keeping the rest', () => {
    expect(readNodeDataAs('decision', { question: '¿Qué buscas?', conditions: 'nope', extra: true })).toEqual(
      {
        question: '¿Qué buscas?',
        extra: true,
      },
    );
    expect(
      readNodeDataAs('complexConditionNode', {
        join: 'xor',
        rules: [{ id: 'r1', variable: 'edad', operator: 'greaterThan', value: '17' }],
      }),
    ).toEqual({ rules: [{ id: 'r1', variable: 'edad', operator: 'greaterThan', value: '17' }] });
    expect(readNodeDataAs('httpRequest', { method: 'FETCH', url: 'https://api.example.com' })).toEqual({
      url: 'https://api.example.com',
    });
  });

  it('reads anything that is not an object as empty data', () => {
    for (const value of [null, undefined, 'texto', 42, [1, 2]])
      expect(readNodeDataAs('end', value)).toEqual({});
  });

  it('never throws, and reading its own result gives the same data (any JSON, any type)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NODE_TYPES), fc.jsonValue(), (type, value) => {
        const once = readNodeDataAs(type, value);
        expect(readNodeDataAs(type, once)).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on objects whose known fields hold random values', () => {
    const fields = [
      'label',
      'message',
      'conditions',
      'question',
      'rules',
      'url',
      'method',
      'temperature',
      'capture',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...NODE_TYPES),
        fc.dictionary(fc.constantFrom(...fields), fc.jsonValue()),
        (type, value) => {
          const once = readNodeDataAs(type, value);
          expect(readNodeDataAs(type, once)).toEqual(once);
        },
      ),
      { numRuns: 300 },
    );
  });
});
