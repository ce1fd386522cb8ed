// @ts-check
// The layers and feature boundaries STYLE.md draws, kept by the linter:
//   app → components → lib → models (each imports only what is to its right; models import
//   nothing of ours), the entry files beside app (proxy.ts, instrumentation.ts) as app but
//   without components, and a feature folder under components/ used by another feature only
//   through its public entry (components/<feature>/index.ts), except components/ui, which is
//   shared by all. A route's API reference (app/**/openapi.ts) counts as lib. Tests, scripts and
//   benches are outside the layers.
import path from 'node:path';

/** @typedef {{ layer: 'app' | 'entry' | 'components' | 'lib' | 'models'; feature?: string; rest: string }} Place */

/** What each layer may import (besides packages and itself). @type {Record<Place['layer'], Place['layer'][]>} */
const MAY_IMPORT = {
  app: ['components', 'lib', 'models'],
  entry: ['lib', 'models'],
  components: ['lib', 'models'],
  lib: ['models'],
  models: [],
};
const ENTRY_FILES = new Set(['proxy', 'instrumentation']);
/** Folders of components/ every feature may use file by file (generic pieces with no business words). */
const SHARED_FEATURES = new Set(['ui']);

/**
 * Where a project file (path from the project root, no extension needed) sits in the layers; null outside them.
 * @param {string} file
 * @returns {Place | null}
 */
function placeOf(file) {
  const parts = file
    .replace(/\\/g, '/')
    .replace(/\.(m?[jt]sx?)$/, '')
    .split('/');
  if (parts.length === 1 && ENTRY_FILES.has(parts[0])) return { layer: 'entry', rest: parts[0] };
  if (parts.some((p) => p === '__tests__') || /\.test$/.test(parts[parts.length - 1])) return null;
  const [top, ...rest] = parts;
  // A route's API reference (app/**/openapi.ts) is a declaration of lib's level beside its handler:
  // it uses lib's schemas, and lib/openapi collects them into the document.
  if (top === 'app' && rest[rest.length - 1] === 'openapi') return { layer: 'lib', rest: rest.join('/') };
  if (top === 'app' || top === 'lib' || top === 'models') return { layer: top, rest: rest.join('/') };
  if (top === 'components') return { layer: 'components', feature: rest[0], rest: rest.slice(1).join('/') };
  return null;
}

/**
 * The project path an import names, or null for a package.
 * @param {string} specifier
 * @param {string} fromFile
 */
function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile.replace(/\\/g, '/')), specifier));
  }
  return null;
}

/**
 * Why `from` may not import `to` (project paths), or null when it may.
 * @param {string} from
 * @param {string} to
 */
export function refusal(from, to) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b) return null;
  if (a.layer === b.layer) {
    if (a.layer !== 'components' || a.feature === b.feature || SHARED_FEATURES.has(b.feature ?? '')) return null;
    if (b.rest === '' || b.rest === 'index') return null;
    return `components/${a.feature} may use components/${b.feature} only through its public entry ('@/components/${b.feature}'), not ${b.rest}: export what is needed there, or move the piece to components/ui or lib/ if it is generic.`;
  }
  if (MAY_IMPORT[a.layer].includes(b.layer)) return null;
  const who = a.layer === 'entry' ? `${a.rest}.ts` : `${a.layer}/`;
  return `${who} may not import from ${b.layer}/ (layers: app → components → lib → models; ${who} may use ${MAY_IMPORT[a.layer].map((l) => `${l}/`).join(', ') || 'nothing of ours'}).`;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the layers (app → components → lib → models) and feature folders behind their public entries' },
    schema: [],
  },
  create(context) {
    const file = path.relative(context.cwd, context.filename);
    if (!placeOf(file)) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, file);
      if (target === null) return;
      const why = refusal(file, target);
      if (why) context.report({ node: source, message: why });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const plugin = { rules: { layers: rule } };
export default plugin;
