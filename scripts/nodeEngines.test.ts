import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockEntry {
  engines?: unknown;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

describe('the Node version the README promises', () => {
  it('runs every locked dependency: none asks for a newer Node than package.json "engines"', () => {
    const root = readJson<{ engines: { node: string } }>('package.json');
    const minimum = semver.minVersion(root.engines.node)?.version;
    expect(minimum).toBe('20.19.0');
    const lock = readJson<{ packages: Record<string, LockEntry> }>('package-lock.json');
    const tooNew = Object.entries(lock.packages).flatMap(([name, entry]) => {
      const engines = entry.engines as { node?: unknown } | undefined;
      const range = engines && typeof engines === 'object' ? engines.node : undefined;
      return typeof range === 'string' && !semver.satisfies(minimum ?? '', range)
        ? [`${name} (${range})`]
        : [];
    });
    expect(tooNew).toEqual([]);
  });
});
