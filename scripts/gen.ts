// `npm run gen`: writes out the blocks of source that must be literals where they are (Next.js reads
// proxy.ts's matcher at build time, so it cannot call a function) from the modules that own them.
// Each block sits between a `// <generated …>` line and a `// </generated>` line; everything else in
// the file is left as it is. tests/integration/core/generated.test.ts fails when a block is stale.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { proxyMatcher } from '../lib/page-cache/collaborate-views.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each file with a generated block, and the block's entries (one literal each, a comma after). */
export const GENERATED: { file: string; entries: () => unknown[] }[] = [{ file: 'proxy.ts', entries: proxyMatcher }];

/** A value as TypeScript source (strings single-quoted; prettier lays it out). */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{ ${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : literal(k)}: ${literal(v)}`)
      .join(', ')} }`;
  }
  return JSON.stringify(value);
}

const OPEN = /^([ \t]*)\/\/ <generated\b.*$/m;
const CLOSE = /^[ \t]*\/\/ <\/generated>$/m;

/** The file's text with its generated block written afresh, laid out by prettier as `prettier --check` wants it. */
export async function regenerate(file: string, text: string, entries: unknown[]): Promise<string> {
  const open = OPEN.exec(text);
  const close = CLOSE.exec(text);
  if (!open || !close || close.index < open.index) throw new Error(`${file}: no "// <generated …>" … "// </generated>" block`);
  const start = open.index + open[0].length + 1;
  const body = entries.map((entry) => `${open[1]}${literal(entry)},\n`).join('');
  const filepath = path.join(ROOT, file);
  return format(text.slice(0, start) + body + text.slice(close.index), { ...(await resolveConfig(filepath)), filepath });
}

/** Every generated file's path and its text as it should be. */
export async function expected(): Promise<{ file: string; path: string; text: string; current: string }[]> {
  return Promise.all(
    GENERATED.map(async ({ file, entries }) => {
      const filepath = path.join(ROOT, file);
      const current = await readFile(filepath, 'utf8');
      return { file, path: filepath, current, text: await regenerate(file, current, entries()) };
    }),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, path: filepath, text, current } of await expected()) {
    if (text === current) {
      console.log(`${file}: up to date`);
      continue;
    }
    await writeFile(filepath, text);
    console.log(`${file}: written`);
  }
}
