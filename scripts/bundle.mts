// The deployable bundle (`npm run build` runs this after `next build`): Next.js's standalone output
// (`output: 'standalone'`, in <distDir>/standalone) made whole, so the folder alone, copied anywhere,
// starts with `node server.js`:
//   - our server (server.mjs: Next.js behind the page cache's front) and every file it imports,
//     traced the way Next.js traces its own (nft), instead of Next.js's minimal server.js;
//   - the migrations (drizzle/), applied when the server opens the database;
//   - the static files Next.js leaves out (public/, <distDir>/static).
// server.js hands Next.js the configuration the build resolved (as Next.js's own standalone server
// does), so next.config.mjs and its imports are not needed at run time, and works from its folder
// whatever the current directory (DATA_DIR and UPLOADS_DIR, when relative, are read from there).
import fs from 'node:fs';
import path from 'node:path';
import nft from 'next/dist/compiled/@vercel/nft/index.js';

const { nodeFileTrace } = nft as typeof import('next/dist/compiled/@vercel/nft');

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || '.next');
const out = path.join(distDir, 'standalone');
const nextServer = path.join(out, 'server.js');

if (!fs.existsSync(nextServer)) throw new Error(`No standalone output in ${out}: is output: 'standalone' set in next.config.mjs?`);

// The configuration Next.js's standalone server.js was written with: one line, `const nextConfig = {...}`.
const configLine = fs
  .readFileSync(nextServer, 'utf8')
  .split('\n')
  .find((line) => line.startsWith('const nextConfig = '));
if (!configLine) throw new Error(`Could not find the configuration in ${nextServer}; has Next.js changed its standalone server?`);
const config: unknown = JSON.parse(configLine.slice('const nextConfig = '.length));

const copy = (from: string, to: string) => fs.cpSync(from, to, { recursive: true, force: true, dereference: true });

const { fileList } = await nodeFileTrace([path.join(root, 'server.mjs')], { base: root });
let traced = 0;
for (const file of fileList) {
  const target = path.join(out, file);
  if (fs.existsSync(target) || !fs.statSync(path.join(root, file)).isFile()) continue;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(root, file), target);
  traced++;
}
copy(path.join(root, 'drizzle'), path.join(out, 'drizzle'));
copy(path.join(root, 'public'), path.join(out, 'public'));
copy(path.join(distDir, 'static'), path.join(out, path.relative(root, distDir), 'static'));

fs.writeFileSync(
  nextServer,
  [
    "// The bundle's entry (written by scripts/bundle.mts): `node server.js`, settings as for `npm start`.",
    "import path from 'node:path';",
    "import { fileURLToPath } from 'node:url';",
    '',
    'process.chdir(path.dirname(fileURLToPath(import.meta.url)));',
    `process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = ${JSON.stringify(JSON.stringify(config))};`,
    "await import('./server.mjs');",
    '',
  ].join('\n'),
);
console.log(`Bundle: ${path.relative(root, out)} (${traced} more files traced from server.mjs); start it with \`node server.js\` in that folder`);
