// `npm run check:imports`: the architecture rules of the repository (see importRules/findImportViolations.ts)
// and no import cycle in the web app or any package. Prints every problem and exits 1 when there is one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectImports } from './importRules/collectImports';
import { findCycles } from './importRules/findCycles';
import { findImportViolations, type SourceModule } from './importRules/findImportViolations';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['apps/web/src', ...listDirs('packages').map((name) => `packages/${name}/src`)];
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

const modules = SOURCE_ROOTS.flatMap((root) => listSourceFiles(root)).map(readModule);
const violations = findImportViolations(modules, readPackageDependencies());
const cycles = SOURCE_ROOTS.flatMap((root) => findCycles(buildGraph(modules, root)));

for (const violation of violations) {
  console.log(`${violation.file}: '${violation.specifier}' — ${violation.message} [${violation.rule}]`);
}
for (const cycle of cycles) console.log(`import cycle: ${cycle.join(' → ')}`);
const fileCount = modules.length;
if (violations.length > 0 || cycles.length > 0) {
  console.log(
    `\n${violations.length} import rule violations, ${cycles.length} import cycles in ${fileCount} files.`,
  );
  process.exit(1);
}
console.log(`Imports: ${fileCount} files follow the boundary rules, no import cycles.`);

function readModule(file: string): SourceModule {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  const imports = collectImports(file, source).map((entry) => ({
    ...entry,
    resolved: entry.specifier.startsWith('.') ? resolveRelative(file, entry.specifier) : null,
  }));
  return { file, imports };
}

function resolveRelative(file: string, specifier: string): string | null {
  const base = path.posix.join(path.posix.dirname(file), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    const absolute = path.join(ROOT, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate;
  }
  return null;
}

function buildGraph(all: readonly SourceModule[], root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const module of all) {
    if (!module.file.startsWith(`${root}/`)) continue;
    const targets = module.imports
      .map((entry) => entry.resolved)
      .filter((target): target is string => target !== null && /\.tsx?$/.test(target));
    graph.set(module.file, targets);
  }
  return graph;
}

function readPackageDependencies(): Map<string, Set<string>> {
  const result = new Map<string, Set<string>>();
  for (const name of listDirs('packages')) {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'packages', name, 'package.json'), 'utf8'));
    result.set(name, new Set(Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })));
  }
  return result;
}

function listSourceFiles(dir: string): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSourceFiles(child);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [child] : [];
  });
}

function listDirs(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}
