import { describe, expect, it } from 'vitest';
import { detectPersonalData } from './detectPersonalData';

describe('detectPersonalData', () => {
  it('recognises e-mail, phone and name in Spanish and English variable names and questions', () => {
    expect(detectPersonalData('correo_cliente')).toBe('email');
    expect(detectPersonalData('E-mail')).toBe('email');
    expect(detectPersonalData('¿Cuál es tu teléfono?')).toBe('phone');
    expect(detectPersonalData('whatsapp')).toBe('phone');
    expect(detectPersonalData('celular')).toBe('phone');
    expect(detectPersonalData('nombre_completo')).toBe('name');
    expect(detectPersonalData('first_name')).toBe('name');
  });

  it('says nothing when no kind or several are named', () => {
    expect(detectPersonalData('motivo')).toBeUndefined();
    expect(detectPersonalData('username')).toBeUndefined();
    expect(detectPersonalData('¿Email o teléfono?')).toBeUndefined();
  });
});
