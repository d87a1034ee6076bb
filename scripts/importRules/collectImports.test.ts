import { describe, expect, it } from 'vitest';
import { collectImports } from './collectImports';

describe('collectImports', () => {
  it('finds imports, re-exports and literal dynamic imports, and marks type-only ones', () => {
    const source = `
      import { a } from './a';
      import type { B } from './b';
      import { type C, type D } from './c';
      import { type E, f } from './e';
      import './side-effect.css';
      export { g } from './g';
      export type { H } from './h';
      const lazy = () => import('./lazy');
      // import { nope } from './comment';
      const text = "import { nope } from './string'";
    `;
    expect(collectImports('x.ts', source)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: true },
      { specifier: './e', typeOnly: false },
      { specifier: './side-effect.css', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './lazy', typeOnly: false },
    ]);
  });

  it('reads TSX', () => {
    const source = "import { Button } from './Button';\nexport const X = () => <Button>{'a'}</Button>;";
    expect(collectImports('x.tsx', source)).toEqual([{ specifier: './Button', typeOnly: false }]);
  });
});
