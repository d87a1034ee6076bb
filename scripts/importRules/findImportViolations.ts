import { builtinModules } from 'node:module';

/** One import of a source file, with the repository-relative file it resolves to (null for a package). */
export interface ResolvedImport {
  specifier: string;
  typeOnly: boolean;
  resolved: string | null;
}

export interface SourceModule {
  /** Repository-relative path with forward slashes, e.g. `apps/web/src/lib/api.ts`. */
  file: string;
  imports: ResolvedImport[];
}

/** The npm names each workspace package may import at run time (its package.json dependencies). */
export type PackageDependencies = ReadonlyMap<string, ReadonlySet<string>>;

export interface ImportViolation {
  file: string;
  specifier: string;
  rule: ImportRuleName;
  message: string;
}

export type ImportRuleName =
  | 'feature-entry'
  | 'shared-layer'
  | 'feature-upward'
  | 'own-entry'
  | 'package-purity'
  | 'package-dependency'
  | 'package-escape';

const WEB = 'apps/web/src/';
const FEATURES = `${WEB}features/`;
const SHARED_LAYERS = ['lib/', 'components/', 'config/', 'i18n/', 'styles/'].map((dir) => WEB + dir);
const UPPER_LAYERS = ['pages/', 'app/'].map((dir) => WEB + dir);
const NODE_BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * Checks the architecture rules of the repository on resolved imports:
 * - web features are entered only through their `index.ts` (`feature-entry`), never import pages or
 *   the app shell (`feature-upward`), and do not import their own entry (`own-entry`);
 * - `lib/`, `components/`, `config/`, `i18n/` and `styles/` import no feature, page or app code
 *   (`shared-layer`);
 * - `packages/*` (tests excepted) import no Node built-in, React or DOM library (`package-purity`),
 *   only the npm packages their package.json lists (`package-dependency`), and no file outside their
 *   own folder (`package-escape`).
 */
export function findImportViolations(
  modules: readonly SourceModule[],
  packageDependencies: PackageDependencies,
): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const module of modules) {
    for (const entry of module.imports) {
      const problem = checkImport(module.file, entry, packageDependencies);
      if (problem) violations.push({ file: module.file, specifier: entry.specifier, ...problem });
    }
  }
  return violations;
}

function checkImport(
  file: string,
  entry: ResolvedImport,
  packageDependencies: PackageDependencies,
): Pick<ImportViolation, 'rule' | 'message'> | null {
  if (file.startsWith(WEB)) return checkWebImport(file, entry);
  const packageName = getPackageFolder(file);
  if (packageName && !isTestFile(file))
    return checkPackageImport(file, packageName, entry, packageDependencies);
  return null;
}

function checkWebImport(file: string, { resolved }: ResolvedImport) {
  if (!resolved?.startsWith(WEB)) return null;
  const importerFeature = getFeature(file);
  const targetFeature = getFeature(resolved);

  if (SHARED_LAYERS.some((layer) => file.startsWith(layer))) {
    if (targetFeature || UPPER_LAYERS.some((layer) => resolved.startsWith(layer))) {
      return {
        rule: 'shared-layer' as const,
        message:
          'shared code (lib, components, config, i18n) may not import features, pages or the app shell',
      };
    }
    return null;
  }
  if (importerFeature && UPPER_LAYERS.some((layer) => resolved.startsWith(layer))) {
    return { rule: 'feature-upward' as const, message: 'a feature may not import pages or the app shell' };
  }
  if (!targetFeature) return null;
  const isEntry = isFeatureEntry(resolved, targetFeature);
  if (importerFeature === targetFeature) {
    return isEntry && !isFeatureEntry(file, importerFeature)
      ? {
          rule: 'own-entry' as const,
          message: `import the file inside features/${targetFeature} directly, not its index`,
        }
      : null;
  }
  return isEntry
    ? null
    : {
        rule: 'feature-entry' as const,
        message: `import features/${targetFeature} through its index.ts, not its internals`,
      };
}

function checkPackageImport(
  _file: string,
  packageName: string,
  { specifier, resolved }: ResolvedImport,
  packageDependencies: PackageDependencies,
) {
  if (specifier.startsWith('.')) {
    return resolved?.startsWith(`packages/${packageName}/`)
      ? null
      : {
          rule: 'package-escape' as const,
          message: `a package may not import files outside packages/${packageName}`,
        };
  }
  if (NODE_BUILTINS.has(specifier) || specifier.startsWith('node:')) {
    return {
      rule: 'package-purity' as const,
      message: 'packages are pure: no Node built-ins (I/O belongs to the apps)',
    };
  }
  const name = getPackageName(specifier);
  if (name === 'react' || name === 'react-dom' || name.startsWith('@xyflow/')) {
    return { rule: 'package-purity' as const, message: 'packages are pure: no React or DOM libraries' };
  }
  const allowed = packageDependencies.get(packageName);
  if (allowed?.has(name)) return null;
  return {
    rule: 'package-dependency' as const,
    message: `${name} is not a dependency of packages/${packageName} (list it in its package.json if it belongs there)`,
  };
}

function getFeature(file: string): string | null {
  if (!file.startsWith(FEATURES)) return null;
  return file.slice(FEATURES.length).split('/')[0] ?? null;
}

function isFeatureEntry(file: string, feature: string): boolean {
  return /^index\.tsx?$/.test(file.slice(`${FEATURES}${feature}/`.length));
}

function getPackageFolder(file: string): string | null {
  const match = /^packages\/([^/]+)\/src\//.exec(file);
  return match?.[1] ?? null;
}

function getPackageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function isTestFile(file: string): boolean {
  return /\.(test|spec)\.tsx?$/.test(file) || file.includes('/testing/');
}
