import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { node, testFlow } from '../testing/testFlow';
import { listCapturedVariables, normalizePhone, readConversationResult } from './readConversationResult';

describe('readConversationResult', () => {
  it('keeps every variable but the built-in ones as the result', () => {
    const result = readConversationResult(
      { nombre: 'Ana', motivo: 'precios', edad: 31, last_reply: '31', last_choice: 'Sí' },
      new Map(),
    );
    expect(result.data).toEqual({ nombre: 'Ana', motivo: 'precios', edad: 31 });
  });

  it('finds the e-mail a message captured as an e-mail, whatever the variable is called', () => {
    const result = readConversationResult({ dato: ' Ana@Ejemplo.COM ' }, new Map([['dato', 'email']]));
    expect(result.contact.email).toBe('ana@ejemplo.com');
  });

  it('finds an e-mail, a phone and a name by the variables’ names', () => {
    const result = readConversationResult(
      { correo: 'luis@plubot.com', telefono: '+34 600 11 22 33', nombre: ' Luis ' },
      new Map(),
    );
    expect(result.contact).toEqual({ email: 'luis@plubot.com', phone: '+34600112233', name: 'Luis' });
  });

  it('ignores values that are not what the name promises', () => {
    const result = readConversationResult(
      { email: 'no lo sé', phone: 'mañana', nombre: 'x'.repeat(121) },
      new Map(),
    );
    expect(result.contact).toEqual({ email: null, phone: null, name: null });
  });

  it('prefers the captured e-mail to a variable that is only named like one', () => {
    const result = readConversationResult(
      { email: 'viejo@plubot.com', respuesta: 'nuevo@plubot.com' },
      new Map([['respuesta', 'email']]),
    );
    expect(result.contact.email).toBe('nuevo@plubot.com');
  });

  it('takes the WhatsApp number when the conversation gave no phone', () => {
    expect(readConversationResult({}, new Map(), '34600112233').contact.phone).toBe('34600112233');
    expect(readConversationResult({ tel: '+1 555 0100 22' }, new Map(), '34600').contact.phone).toBe(
      '+1555010022',
    );
  });

  it('never reads a person from the built-in variables', () => {
    const result = readConversationResult(
      { last_reply: 'ana@plubot.com' },
      new Map([['last_reply', 'email']]),
    );
    expect(result.contact.email).toBeNull();
  });

  it('never takes `__proto__` for a variable', () => {
    const variables = JSON.parse('{"__proto__": "x", "nombre": "Ana"}') as Record<string, string>;
    const { data } = readConversationResult(variables, new Map());
    expect(data).toEqual({ nombre: 'Ana' });
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });

  it('keeps every non-built-in variable, whatever they hold (property)', () => {
    const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value), (variables) => {
        const { data, contact } = readConversationResult(variables, new Map());
        for (const [name, v] of Object.entries(variables)) {
          if (name === 'last_reply' || name === 'last_choice' || name === '__proto__') {
            expect(Object.hasOwn(data, name)).toBe(false);
          } else expect(data[name]).toBe(v);
        }
        if (contact.email !== null) expect(contact.email).toBe(contact.email.toLowerCase());
        if (contact.phone !== null) expect(contact.phone).toMatch(/^\+?\d+$/);
      }),
    );
  });
});

describe('listCapturedVariables', () => {
  it('maps each captured variable to its validation', () => {
    const flow = testFlow([
      node('s', 'start'),
      node('a', 'message', { message: '¿Tu correo?', capture: { variable: 'correo', validation: 'email' } }),
      node('b', 'message', { message: '¿Y tu nombre?', capture: { variable: 'nombre' } }),
      node('c', 'message', { message: 'Hola' }),
    ]);
    expect([...listCapturedVariables(flow)]).toEqual([
      ['correo', 'email'],
      ['nombre', 'text'],
    ]);
  });
});

describe('normalizePhone', () => {
  it('keeps the digits and a leading plus', () => {
    expect(normalizePhone(' (600) 11-22.33 ')).toBe('600112233');
    expect(normalizePhone('+34 600')).toBe('+34600');
  });
});
