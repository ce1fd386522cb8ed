import fs from 'node:fs';

// Answers the same bytes as the product's campaign list, from memory.
const body = fs.readFileSync(process.env.BENCH_BODY_FILE);

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}
