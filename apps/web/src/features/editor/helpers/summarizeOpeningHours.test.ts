import { describe, expect, it } from 'vitest';
import { summarizeOpeningHours } from './summarizeOpeningHours';

const short = (day: number) => 'DLMXJVS'[day] ?? '?';
const period = (day: number, from = '09:00', to = '18:00') => ({ day, from, to });

describe('summarizeOpeningHours', () => {
  it('joins consecutive weekdays with the same hours', () => {
    expect(
      summarizeOpeningHours(
        [1, 2, 3, 4, 5].map((day) => period(day)),
        short,
      ),
    ).toBe('L–V 9:00–18:00');
  });

  it('lists days that are not consecutive, Monday first and Sunday last', () => {
    expect(summarizeOpeningHours([period(0), period(3), period(1)], short)).toBe('L, X, D 9:00–18:00');
    expect(summarizeOpeningHours([period(6), period(0)], short)).toBe('S, D 9:00–18:00');
  });

  it('groups days by their hours', () => {
    expect(summarizeOpeningHours([period(1), period(2), period(6, '10:00', '14:00')], short)).toBe(
      'L, M 9:00–18:00 · S 10:00–14:00',
    );
  });

  it('shows nothing for no period and keeps odd times as written', () => {
    expect(summarizeOpeningHours([], short)).toBe('');
    expect(summarizeOpeningHours([period(1, '9', '24:00')], short)).toBe('L 9–24:00');
  });
});
