import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asksForPerson } from './asksForPerson';

describe('asksForPerson', () => {
  it.each([
    'Quiero hablar con una persona',
    '¿Puedo hablar con un HUMANO?',
    'agente, por favor',
    'Hablar con alguien',
    'I want to talk to a person',
    'human!',
    'Una persona real, gracias',
  ])('hears a request for a person in «%s»', (text) => {
    expect(asksForPerson(text)).toBe(true);
  });

  it.each([
    'Hola',
    'Soy Ana',
    'humanidad',
    'agentes de viajes',
    'precios',
    'Quiero hablar con una persona sobre un tema muy largo que no tiene nada que ver con nada de esto y sigue',
  ])('hears none in «%s»', (text) => {
    expect(asksForPerson(text)).toBe(false);
  });

  it('never asks for a person in a message without letters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9 .,!?-]*$/), (text) => !asksForPerson(text)));
  });

  it('listens for the bot’s own phrases instead, read the same way, and for none when it has none', () => {
    const phrases = ['Atención al cliente', 'operador'];
    expect(asksForPerson('quiero atencion al CLIENTE', phrases)).toBe(true);
    expect(asksForPerson('¿Un operador?', phrases)).toBe(true);
    expect(asksForPerson('humano', phrases)).toBe(false);
    expect(asksForPerson('humano', [])).toBe(false);
    expect(asksForPerson('hola', ['  ', '!!'])).toBe(false);
  });
});
