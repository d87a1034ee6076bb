import { describe, expect, it } from 'vitest';
import { isAnswerSupported } from './isAnswerSupported';

const PASSAGES = [
  'Los pedidos a la Península llegan en 48 horas laborables. El envío es gratis desde 50 euros.',
  'Puedes devolver cualquier producto en los 30 días siguientes a la entrega.',
];

describe('isAnswerSupported', () => {
  it('accepts an answer whose every sentence the passages say', () => {
    expect(
      isAnswerSupported(
        'Tu pedido llega en 48 horas laborables [1]. El envío es gratis desde 50 euros.',
        PASSAGES,
        'es',
      ),
    ).toBe(true);
  });

  it('refuses an answer with a sentence the passages do not say', () => {
    expect(
      isAnswerSupported(
        'Tu pedido llega en 48 horas. También aceptamos pagos con criptomonedas desde cualquier país.',
        PASSAGES,
        'es',
      ),
    ).toBe(false);
  });

  it('does not judge greetings and refuses an answer with nothing to judge', () => {
    expect(
      isAnswerSupported('¡Claro! Puedes devolverlo en los 30 días siguientes a la entrega.', PASSAGES, 'es'),
    ).toBe(true);
    expect(isAnswerSupported('¡Claro!', PASSAGES, 'es')).toBe(false);
  });
});
