import { describe, expect, it } from 'vitest';
import { formatLeadValue, getLeadColumns } from './getLeadColumns';

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
