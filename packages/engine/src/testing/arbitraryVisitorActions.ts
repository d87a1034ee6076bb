import fc from 'fast-check';

/** What a visitor does next: press a button (or type its number or label), type, or send a stale id. */
export type VisitorAction =
  | { kind: 'button'; pick: number; as: 'id' | 'number' | 'label' }
  | { kind: 'text'; text: string }
  | { kind: 'stale' };

const visitorText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Ana',
      'ana@plubot.com',
      '34',
      '3,5',
      '+54 11 5555 1234',
      '',
      '   ',
      '1',
      '2',
      'sí',
      'Estoy muy feliz',
      'harto, no funciona',
      '{{nombre}}',
      '**hola** [x](javascript:alert(1))',
      'Lima "Centro" & id=1',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
);

/** A conversation's worth of visitor actions. */
export const arbitraryVisitorActions: fc.Arbitrary<VisitorAction[]> = fc.array(
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('button' as const),
        pick: fc.nat(),
        as: fc.constantFrom('id' as const, 'number' as const, 'label' as const),
      }),
    },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('text' as const), text: visitorText }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'stale' as const }) },
  ),
  { maxLength: 10 },
);
