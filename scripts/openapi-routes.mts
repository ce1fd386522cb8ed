import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, registrySource } from '@/lib/openapi/registry';

// `npm run openapi:routes`: rewrites lib/openapi/routes.generated.ts after a route's openapi.ts was added or removed.

const root = path.resolve(import.meta.dirname, '..');
fs.writeFileSync(path.join(root, REGISTRY_FILE), registrySource(root));
console.log(`${REGISTRY_FILE} written`);
