import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The first-load budget (150 KB per page) holds only if browser code never reaches zod, the
// schemas or next/image: validation runs on the server, in the actions. This follows every
// value import from each 'use client' module through our own files (a 'use server' module is a
// reference to the server, not code sent along) and names any path that reaches one.

const ROOT = process.cwd();
const FORBIDDEN: { what: string; test: (spec: string, resolved: string | null) => boolean }[] = [
  { what: 'zod', test: (spec) => spec === 'zod' || spec.startsWith('zod/') },
  { what: '@/lib/zod', test: (_spec, file) => file === path.join(ROOT, 'lib/zod.ts') },
  { what: 'a schemas module', test: (_spec, file) => file !== null && /\/schemas\.ts$|-schemas\.ts$/.test(file) },
  { what: 'next/image (use UploadImage)', test: (spec) => spec === 'next/image' },
  { what: 'sonner (use components/ui/toast)', test: (spec) => spec === 'sonner' },
  { what: 'next-safe-action/hooks (use useActionForm / useServerAction)', test: (spec) => spec.startsWith('next-safe-action') },
];

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(ROOT, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** Value imports and re-exports of a module (type-only ones are erased and ship nothing). */
function valueImports(source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm)) {
    if (m[2]) continue;
    // `import { type A, type B } from` is type-only too.
    const names = m[3]?.match(/\{([^}]*)\}/)?.[1];
    if (names && !m[3]!.replace(/\{[^}]*\}/, '').match(/\w+\s*,|\*/) && names.split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    specs.push(m[4]!);
  }
  for (const m of source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) specs.push(m[1]!);
  return specs;
}

const directive = (source: string) => source.match(/^\s*(?:\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"](use client|use server)['"]/)?.[1];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : filesUnder(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('browser code', () => {
  it('never reaches zod, a schemas module, next/image, sonner or next-safe-action through value imports', () => {
    const clientRoots = [...filesUnder(path.join(ROOT, 'app')), ...filesUnder(path.join(ROOT, 'components'))].filter(
      (f) => directive(fs.readFileSync(f, 'utf8')) === 'use client',
    );
    expect(clientRoots.length).toBeGreaterThan(20);
    const found = new Set<string>();
    for (const rootFile of clientRoots) {
      const seen = new Set<string>();
      const walk = (file: string, trail: string[]) => {
        if (seen.has(file)) return;
        seen.add(file);
        const source = fs.readFileSync(file, 'utf8');
        if (file !== rootFile && directive(source) === 'use server') return;
        for (const spec of valueImports(source)) {
          const resolved = resolve(file, spec);
          const hit = FORBIDDEN.find((f) => f.test(spec, resolved));
          const chain = [...trail, path.relative(ROOT, resolved ?? spec)];
          // The toast wrapper and the lazy container load sonner on demand, by design.
          if (hit && !(hit.what.startsWith('sonner') && /components\/ui\/(toast|lazy-toaster)\.tsx?$/.test(file)))
            found.add(`${hit.what}: ${chain.join(' → ')}`);
          else if (resolved) walk(resolved, chain);
        }
      };
      walk(rootFile, [path.relative(ROOT, rootFile)]);
    }
    expect([...found].sort()).toEqual([]);
  });
});
