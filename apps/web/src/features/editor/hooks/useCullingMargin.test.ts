import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The culling margin lives in our patch of React Flow (patches/@xyflow+react+*.patch, applied by
// patch-package after `npm ci`): when React Flow is upgraded and the patch no longer applies, the
// margin silently disappears. This fails instead.
describe('the culling margin patch of @xyflow/react', () => {
  const require = createRequire(import.meta.url);
  const distDir = path.dirname(require.resolve('@xyflow/react'));
  const bundles = ['../esm/index.mjs', '../esm/index.js'].map((file) => path.join(distDir, file));

  it.each(bundles)('is applied to both the visible nodes and the visible edges of %s', (bundle) => {
    const source = readFileSync(bundle, 'utf8');
    expect(source.match(/s\.cullingMargin \?\? 0/g)).toHaveLength(2);
  });
});
