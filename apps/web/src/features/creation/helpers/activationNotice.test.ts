import { describe, expect, it } from 'vitest';
import { readActivationNotice } from './activationNotice';

describe('readActivationNotice', () => {
  it('reads the message and the problem the lab sent', () => {
    expect(readActivationNotice({ activation: { message: '¡Nova ha sido activado con éxito!' } })).toEqual({
      message: '¡Nova ha sido activado con éxito!',
    });
    expect(readActivationNotice({ activation: { message: 'Hecho', problem: 'Sin plantilla' } })).toEqual({
      message: 'Hecho',
      problem: 'Sin plantilla',
    });
  });

  it('finds nothing in any other state', () => {
    for (const state of [null, undefined, 'x', {}, { activation: null }, { activation: { message: ' ' } }]) {
      expect(readActivationNotice(state)).toBeNull();
    }
  });
});
