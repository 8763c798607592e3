// @ts-check
/**
 * The layout's boundaries as ESLint rules (DESIGN.md "Boxes and where they live", STYLE.md 6). Written here
 * rather than taken from eslint-plugin-import-x: the project imports by relative path with extensions only,
 * so resolving is one path.resolve, and one small graph of the repository's own files serves all three rules.
 *   feature-index  a feature imports another feature only through its index.ts; src/ui and src/shared
 *                  import no feature.
 *   pure-domain    src/features/<f>/domain/** imports no Astro, React, nanostores, cookie or browser module,
 *                  and nothing from a stores/ or components/ folder or src/ui.
 *   no-cycle       no static import chain leads back to the importing file. `import type` is erased and a
 *                  dynamic import() runs later, so neither can make a module read another half-evaluated.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** @param {string} file */
const posixRel = (file) => relative(ROOT, file).split(sep).join('/');

/**
 * The repository-relative path a relative specifier points at, or null for a package or virtual module.
 * @param {string} from the importing file
 * @param {string} specifier
 */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return null;
  return resolve(dirname(from), specifier.replace(/[?#].*$/, ''));
}

/**
 * Where a file sits: a feature and its folder, src/ui, src/shared, or elsewhere.
 * @param {string} file absolute
 */
function place(file) {
  const rel = posixRel(file);
  const feature = /^(?:src|tests\/lint-fixtures\/src)\/features\/([^/]+)\/(.*)$/.exec(rel);
  if (feature) return { kind: 'feature', feature: feature[1] ?? '', rest: feature[2] ?? '' };
  const box = /^(?:src|tests\/lint-fixtures\/src)\/(ui|shared)\//.exec(rel);
  if (box) return { kind: box[1] ?? '' };
  return { kind: 'other' };
}

const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** @type {Map<string, string[]>} */
const edgeCache = new Map();

/**
 * Runtime static imports of a file (absolute paths that exist), from its text.
 * @param {string} file
 */
function runtimeEdges(file) {
  const cached = edgeCache.get(file);
  if (cached) return cached;
  /** @type {string[]} */
  const out = [];
  edgeCache.set(file, out);
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return out;
  }
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const specifier = m[4] ?? m[5] ?? '';
    const target = resolveSpecifier(file, specifier);
    if (target && existsSync(target)) out.push(target);
  }
  return out;
}

/**
 * The import chain from `start` back to `target`, or null.
 * @param {string} start
 * @param {string} target
 */
function pathBack(start, target) {
  /** @type {Map<string, string | null>} */
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = /** @type {string} */ (queue.shift());
    for (const next of runtimeEdges(at)) {
      if (next === target) {
        const chain = [at];
        for (let p = parent.get(at); p; p = parent.get(p)) chain.unshift(p);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

/**
 * Calls `check` with every import-like node of a file and its specifier.
 * @param {(node: import('estree').Node, specifier: string, typeOnly: boolean, dynamic: boolean) => void} check
 * @returns {import('eslint').Rule.RuleListener}
 */
function onImports(check) {
  /** @param {any} node */
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') {
      const typeOnly =
        node.importKind === 'type' ||
        node.exportKind === 'type' ||
        (node.specifiers?.length > 0 &&
          node.specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type'));
      check(node, node.source.value, typeOnly, false);
    }
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    /** @param {any} node */
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node, node.source.value, false, true);
    },
  };
}

const BANNED_IN_DOMAIN = /^(astro(:.*|\/.*)?|react(-dom)?(\/.*)?|nanostores|@nanostores\/.*|js-cookie|.*\.astro)$/;

/** @type {Record<string, import('eslint').Rule.RuleModule>} */
const rules = {
  'feature-index': {
    meta: {
      type: 'problem',
      docs: {
        description:
          'A feature imports another feature only through its index.ts; src/ui and src/shared import no feature.',
      },
      schema: [],
      messages: {
        throughIndex: "Import feature '{{feature}}' through its index ({{index}}), not {{target}}.",
        noFeature: 'src/{{box}} must not know a feature: {{target}} is in src/features/{{feature}}.',
      },
    },
    create(context) {
      const file = context.filename;
      const from = place(file);
      if (from.kind === 'other') return {};
      return onImports((node, specifier) => {
        const target = resolveSpecifier(file, specifier);
        if (!target) return;
        const to = place(target);
        if (to.kind !== 'feature') return;
        const data = { feature: to.feature ?? '', target: posixRel(target), box: from.kind };
        if (from.kind === 'ui' || from.kind === 'shared') context.report({ node, messageId: 'noFeature', data });
        else if (to.feature !== from.feature && to.rest !== 'index.ts')
          context.report({
            node,
            messageId: 'throughIndex',
            data: {
              ...data,
              index: posixRel(resolve(target.slice(0, target.length - (to.rest ?? '').length), 'index.ts')),
            },
          });
      });
    },
  },
  'pure-domain': {
    meta: {
      type: 'problem',
      docs: { description: 'Domain modules are pure: no browser, Astro, React, store or component module.' },
      schema: [],
      messages: {
        banned: "A domain module imports no browser, Astro or store module: '{{specifier}}'.",
      },
    },
    create(context) {
      const file = context.filename;
      const from = place(file);
      if (from.kind !== 'feature' || !(from.rest ?? '').startsWith('domain/')) return {};
      return onImports((node, specifier) => {
        const target = resolveSpecifier(file, specifier);
        const rel = target ? posixRel(target) : '';
        const bad =
          BANNED_IN_DOMAIN.test(specifier) ||
          /\/(stores|components)\//.test(rel) ||
          /^(src|tests\/lint-fixtures\/src)\/ui\//.test(rel);
        if (bad) context.report({ node, messageId: 'banned', data: { specifier } });
      });
    },
  },
  'no-cycle': {
    meta: {
      type: 'problem',
      docs: { description: 'No static import chain leads back to the importing module.' },
      schema: [],
      messages: { cycle: 'Import cycle: {{chain}}.' },
    },
    create(context) {
      const file = context.filename;
      return onImports((node, specifier, _typeOnly, dynamic) => {
        if (dynamic) return;
        const target = resolveSpecifier(file, specifier);
        if (!target || !existsSync(target)) return;
        const chain = target === file ? [] : pathBack(target, file);
        if (chain)
          context.report({
            node,
            messageId: 'cycle',
            data: { chain: [file, ...chain, file].map(posixRel).join(' → ') },
          });
      });
    },
  },
};

export default { meta: { name: 'boundaries' }, rules };
