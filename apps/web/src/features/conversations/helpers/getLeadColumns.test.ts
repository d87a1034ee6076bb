import { describe, expect, it } from 'vitest';
import { formatLeadValue, getContactDataColumns, getLeadColumns } from './getLeadColumns';

describe('getLeadColumns', () => {
  it('lists every field once, in first-seen order', () => {
    expect(
      getLeadColumns([
        { data: { nombre: 'Ana', email: 'ana@x.co' } },
        { data: { email: 'luis@x.co', motivo: 'Precios' } },
        { data: {} },
      ]),
    ).toEqual(['nombre', 'email', 'motivo']);
  });

  it('has no columns without leads', () => {
    expect(getLeadColumns([])).toEqual([]);
  });
});

describe('formatLeadValue', () => {
  it('shows missing values as empty and the rest as text', () => {
    expect(formatLeadValue(null)).toBe('');
    expect(formatLeadValue(undefined)).toBe('');
    expect(formatLeadValue(3.5)).toBe('3.5');
    expect(formatLeadValue(false)).toBe('false');
    expect(formatLeadValue('<b>x</b>')).toBe('<b>x</b>');
  });
});

describe('getContactDataColumns', () => {
  const contact = (
    data: Record<string, unknown>,
    over: Partial<{ email: string | null; phone: string | null; name: string | null }> = {},
  ) => ({
    email: 'ana@plubot.com',
    phone: '+34600112233',
    name: 'Ana',
    data,
    ...over,
  });

  it('leaves out fields that only repeat the contact’s e-mail, phone or name', () => {
    const columns = getContactDataColumns([
      contact({ correo: 'Ana@Plubot.com', tel: '+34 600 11 22 33', nombre: 'Ana', plan: 'pro' }),
    ]);
    expect(columns).toEqual(['plan']);
  });

  it('keeps a field when any contact holds something else in it', () => {
    const columns = getContactDataColumns([
      contact({ nombre: 'Ana' }),
      contact({ nombre: 'Luis Gómez' }, { name: 'Luis' }),
    ]);
    expect(columns).toEqual(['nombre']);
  });
});
