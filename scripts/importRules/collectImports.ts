import ts from 'typescript';

/** One module a source file names: in an import, an export-from, or a dynamic `import()`. */
export interface ImportedModule {
  specifier: string;
  /** `import type …` / `export type … from`: erased at build time. */
  typeOnly: boolean;
}

/**
 * Lists the modules a TypeScript or TSX source imports, re-exports from, or loads with a literal
 * `import('…')`, using the TypeScript parser (so comments and strings are never mistaken for imports).
 *
 * @example collectImports('a.ts', "import { x } from './x';") // [{ specifier: './x', typeOnly: false }]
 */
export function collectImports(fileName: string, source: string): ImportedModule[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const found: ImportedModule[] = [];

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: isTypeOnlyImport(node) });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  // `import { type A, type B } from` is erased too when every named binding is a type.
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}
