import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Colours are set once, as tokens in app/globals.css's :root, and used through var(--c-*) (or
// var(--g-*) for gradients) everywhere else, so a palette change is one edit and variants do not
// drift. Platform logos keep their own brand colours (components/site/platform-icon.tsx).

const ROOT = process.cwd();
const RAW_COLOUR = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(/gi;

function filesUnder(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, ext));
    else if (ext.test(entry.name)) out.push(full);
  }
  return out;
}

/** `path:line: text` for each raw colour in the text. */
function rawColours(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.match(RAW_COLOUR)) found.push(`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
  });
  return found;
}

/** The stylesheet with its :root token block blanked (lines kept, so line numbers stay true). */
function withoutRootBlock(css: string): string {
  const start = css.indexOf(':root');
  if (start < 0) return css;
  const end = css.indexOf('}', start);
  return css.slice(0, start) + css.slice(start, end).replace(/[^\n]/g, '') + css.slice(end);
}

describe('design tokens', () => {
  it('no stylesheet uses a raw colour outside the token block', () => {
    const sheets = [...filesUnder(path.join(ROOT, 'app'), /\.css$/), ...filesUnder(path.join(ROOT, 'components'), /\.css$/)];
    expect(sheets.length).toBeGreaterThan(5);
    const found = sheets.flatMap((file) => {
      const css = fs.readFileSync(file, 'utf8');
      return rawColours(file, file.endsWith('globals.css') ? withoutRootBlock(css) : css);
    });
    expect(found).toEqual([]);
  });

  it('no component writes a raw colour in its markup', () => {
    const exempt = new Set([path.join(ROOT, 'components/site/platform-icon.tsx')]);
    const sources = filesUnder(path.join(ROOT, 'components'), /\.tsx?$/).filter((f) => !exempt.has(f) && !f.endsWith('.test.ts'));
    expect(sources.flatMap((file) => rawColours(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('every token a stylesheet uses is defined', () => {
    const globals = fs.readFileSync(path.join(ROOT, 'app/globals.css'), 'utf8');
    const defined = new Set([...globals.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    const sheets = [...filesUnder(path.join(ROOT, 'app'), /\.css$/), ...filesUnder(path.join(ROOT, 'components'), /\.(css|tsx)$/)];
    const missing = new Set<string>();
    for (const file of sheets) {
      const local = new Set([...fs.readFileSync(file, 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/var\((--[\w-]+)/g)) {
        if (!defined.has(m[1]) && !local.has(m[1])) missing.add(`${path.relative(ROOT, file)}: ${m[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
