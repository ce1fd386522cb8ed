import fs from 'node:fs';

// Answers the same bytes as the product's campaign list, from memory (read once, on first use).
let body;

export const dynamic = 'force-dynamic';

export function GET() {
  body ??= fs.readFileSync(process.env.BENCH_BODY_FILE);
  return new Response(body, { headers: { 'content-type': 'application/json' } });
}
