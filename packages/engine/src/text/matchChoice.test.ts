import { describe, expect, it } from 'vitest';
import { matchChoice } from './matchChoice';

const options = [
  { id: 'si', label: 'Sí' },
  { id: 'no', label: 'No' },
  { id: 'mas', label: 'Más  información' },
];

describe('matchChoice', () => {
  it('matches a label ignoring case, accents and extra spaces', () => {
    expect(matchChoice(options, 'si')?.id).toBe('si');
    expect(matchChoice(options, '  NO ')?.id).toBe('no');
    expect(matchChoice(options, 'mas informacion')?.id).toBe('mas');
  });

  it('chooses the nth option by number, as in a WhatsApp list', () => {
    expect(matchChoice(options, '1')?.id).toBe('si');
    expect(matchChoice(options, '3')?.id).toBe('mas');
    expect(matchChoice(options, '2.')?.id).toBe('no');
    expect(matchChoice(options, '2)')?.id).toBe('no');
  });

  it('matches nothing for out-of-range numbers, partial labels or blank text', () => {
    expect(matchChoice(options, '0')).toBeUndefined();
    expect(matchChoice(options, '4')).toBeUndefined();
    expect(matchChoice(options, 'información')).toBeUndefined();
    expect(matchChoice(options, '   ')).toBeUndefined();
  });

  it('prefers a label that is itself a number', () => {
    const numbered = [
      { id: 'a', label: '2' },
      { id: 'b', label: 'Otro' },
    ];
    expect(matchChoice(numbered, '2')?.id).toBe('a');
  });
});
