import { describe, expect, it } from 'vitest';
import { findImportViolations, type ResolvedImport } from './findImportViolations';

const web = (path: string) => `apps/web/src/${path}`;
const to = (resolved: string | null, specifier = resolved ?? 'pkg'): ResolvedImport => ({
  specifier,
  typeOnly: false,
  resolved,
});
const deps = new Map([['flow', new Set(['zod'])]]);
const rulesOf = (file: string, ...imports: ResolvedImport[]) =>
  findImportViolations([{ file, imports }], deps).map((violation) => violation.rule);

describe('findImportViolations', () => {
  it('lets features, pages and the app enter a feature through its index only', () => {
    expect(rulesOf(web('pages/LoginPage.tsx'), to(web('features/auth/index.ts')))).toEqual([]);
    expect(rulesOf(web('features/layout/Header.tsx'), to(web('features/auth/index.ts')))).toEqual([]);
    expect(rulesOf(web('pages/LoginPage.tsx'), to(web('features/auth/stores/useAuthStore.ts')))).toEqual([
      'feature-entry',
    ]);
    expect(rulesOf(web('features/layout/Header.tsx'), to(web('features/auth/helpers/x.ts')))).toEqual([
      'feature-entry',
    ]);
  });

  it('lets a feature use its own files directly but not its own index', () => {
    expect(rulesOf(web('features/auth/components/A.tsx'), to(web('features/auth/helpers/b.ts')))).toEqual([]);
    expect(rulesOf(web('features/auth/components/A.tsx'), to(web('features/auth/index.ts')))).toEqual([
      'own-entry',
    ]);
    expect(rulesOf(web('features/auth/index.ts'), to(web('features/auth/helpers/b.ts')))).toEqual([]);
  });

  it('keeps shared layers free of features, pages and the app shell', () => {
    expect(rulesOf(web('lib/api.ts'), to(web('features/auth/index.ts')))).toEqual(['shared-layer']);
    expect(rulesOf(web('components/X.tsx'), to(web('app/chunkLoadError.ts')))).toEqual(['shared-layer']);
    expect(rulesOf(web('components/X.tsx'), to(web('lib/api.ts')))).toEqual([]);
    expect(rulesOf(web('features/chat/X.tsx'), to(web('app/lazyPage.ts')))).toEqual(['feature-upward']);
    expect(rulesOf(web('features/chat/X.tsx'), to(web('pages/ChatPage.tsx')))).toEqual(['feature-upward']);
  });

  it('keeps packages pure and within their declared dependencies', () => {
    const file = 'packages/flow/src/model/a.ts';
    expect(rulesOf(file, to(null, 'zod'), to('packages/flow/src/b.ts', './b'))).toEqual([]);
    expect(rulesOf(file, to(null, 'node:fs'))).toEqual(['package-purity']);
    expect(rulesOf(file, to(null, 'crypto'))).toEqual(['package-purity']);
    expect(rulesOf(file, to(null, 'react'))).toEqual(['package-purity']);
    expect(rulesOf(file, to(null, '@plubot/engine'))).toEqual(['package-dependency']);
    expect(rulesOf(file, to('apps/server/src/x.ts', '../../../../apps/server/src/x'))).toEqual([
      'package-escape',
    ]);
  });

  it('allows tests and test helpers of packages to use tooling', () => {
    expect(rulesOf('packages/flow/src/model/a.test.ts', to(null, 'node:fs'))).toEqual([]);
    expect(rulesOf('packages/flow/src/testing/arb.ts', to(null, 'fast-check'))).toEqual([]);
  });
});
