import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The docs a newcomer reads stay true: every setting the server reads is listed with its default
// in .env.example and in docs/operations.md, the README stays short, and nothing points outside
// the repository.
const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The names in lib/env.ts's schema (the only place that reads process.env), NODE_ENV aside. */
function settingNames(): string[] {
  const source = read('lib/env.ts');
  const body = source.slice(source.indexOf('const schema = z.object({'));
  const names = [...body.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
  return [...new Set(names)].filter((n) => n !== 'NODE_ENV');
}

describe('the docs', () => {
  it('finds the settings it checks (a schema it cannot read would make the next checks pass on nothing)', () => {
    expect(settingNames()).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_ACCESS_SECRET', 'PAGE_CACHE_MB']));
  });

  it('lists every setting in .env.example and in the settings table of docs/operations.md', () => {
    const example = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const operations = read('docs/operations.md');
    const missing = settingNames().filter((n) => !example.has(n) || !operations.includes(`\`${n}\``));
    expect(missing, 'settings missing from .env.example or docs/operations.md').toEqual([]);
  });

  it('keeps the README at most 200 lines, opening with the two commands for a fresh machine', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm ci && npm run seed && npm run dev');
    expect(readme).toContain('bash .ci/run');
  });

  it('has CI run every part of `npm run lint`, each logged and timed on its own, without colour codes in its log', () => {
    const ci = read('.ci/run');
    const lint = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.lint;
    const parts = lint.split('&&').map((part) => part.trim());
    expect(parts.map((part) => part.split(' ')[0])).toEqual(['eslint', 'prettier', 'knip']);
    // ESLint in the background with its own log and time; the others in the loop beside it, each `name:command`.
    expect(ci).toContain('( npx eslint . > .ci-tmp/eslint.log 2>&1;');
    expect(ci).toContain('echo "--- eslint (every file, $(cat .ci-tmp/eslint.seconds) s)"');
    for (const part of parts.slice(1)) expect(ci, part).toContain(`"${part}:npx ${part}"`);
    expect(ci).toContain('"typecheck:npm run -s typecheck"');
    expect(ci).toContain('export NO_COLOR=1 FORCE_COLOR=0');
  });

  it('refers to no file outside the repository', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(md|ts|tsx|mts|mjs|json|sh)$/.test(f) || f === '.ci/run')
      .filter((f) => f !== 'tests/integration/core/docs.test.ts' && fs.existsSync(path.join(root, f)));
    const outside = files.filter((f) => /\.\.\/shared\b/.test(read(f)));
    expect(outside).toEqual([]);
  });
});
