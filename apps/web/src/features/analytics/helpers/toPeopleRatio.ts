/** "`part` de cada `whole` personas": a share said the way people say it. */
export interface PeopleRatio {
  readonly part: number;
  readonly whole: number;
}

const WHOLES = [2, 3, 4, 5, 10] as const;

/**
 * The simple fraction nearest to `stopped / reached`, for a sentence such as "3 de cada 5 personas
 * se van aquí": a denominator of 2, 3, 4, 5 or 10 (the smaller one on a tie); "1 de cada N" below a
 * tenth; never "0 de cada N" while someone left, and "N de cada N" only when everyone did.
 * @example toPeopleRatio(72, 120) // { part: 3, whole: 5 }
 */
export function toPeopleRatio(stopped: number, reached: number): PeopleRatio {
  if (!(reached > 0) || !(stopped > 0)) return { part: 0, whole: 1 };
  const share = Math.min(stopped, reached) / reached;
  if (share >= 1) return { part: 1, whole: 1 };
  if (share < 0.1) return { part: 1, whole: Math.round(1 / share) };
  let best: PeopleRatio = { part: 1, whole: 10 };
  let bestError = Number.POSITIVE_INFINITY;
  for (const whole of WHOLES) {
    // Someone left and not everyone did: keep the part strictly between 0 and the whole.
    const part = Math.min(whole - 1, Math.max(1, Math.round(share * whole)));
    const error = Math.abs(part / whole - share);
    if (error < bestError - 1e-9) {
      best = { part, whole };
      bestError = error;
    }
  }
  return best;
}
