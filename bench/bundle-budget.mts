// First-load JavaScript per page, from the build's own route stats (.next/diagnostics/
// route-bundle-stats.json): every chunk a page loads first, gzipped as a server would send it.
// Fails (exit 1) when a page passes the budget. Run after `npm run build`; `npm run bench` runs it.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const BUDGET_KB = 150;

type RouteStat = { route: string; firstLoadUncompressedJsBytes: number; firstLoadChunkPaths: string[] };
export type RouteWeight = { route: string; gzipKb: number; rawKb: number; chunks: number };

const gzCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzCache.set(file, n);
  }
  return n;
}

/** The first-load weight of every page of the build in `root` (its dist folder from NEXT_DIST_DIR or .next). */
export function routeWeights(root = process.cwd(), distDir = process.env.NEXT_DIST_DIR || '.next'): RouteWeight[] {
  const statsFile = path.join(root, distDir, 'diagnostics/route-bundle-stats.json');
  if (!fs.existsSync(statsFile)) throw new Error(`No route stats at ${statsFile}: run \`npm run build\` first`);
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as RouteStat[];
  return stats
    .map((s) => {
      const files = [...new Set(s.firstLoadChunkPaths)].map((p) => path.join(root, p.replace(/^\.next\//, `${distDir}/`)));
      const gz = files.reduce((sum, f) => sum + gzipBytes(f), 0);
      return { route: s.route, gzipKb: Math.round(gz / 102.4) / 10, rawKb: Math.round(s.firstLoadUncompressedJsBytes / 102.4) / 10, chunks: files.length };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const weights = routeWeights();
  const over = weights.filter((w) => w.gzipKb > BUDGET_KB);
  console.log(`First-load JS per page (gzip), budget ${BUDGET_KB} KB:`);
  for (const w of weights)
    console.log(
      `${w.gzipKb > BUDGET_KB ? '✗' : '✓'} ${String(w.gzipKb).padStart(6)} KB  (${String(w.rawKb).padStart(6)} KB raw, ${w.chunks} chunks)  ${w.route}`,
    );
  if (over.length) {
    console.log(`${over.length} page(s) over the ${BUDGET_KB} KB budget`);
    process.exit(1);
  }
  console.log(`every page within ${BUDGET_KB} KB`);
}
