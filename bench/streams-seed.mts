// Data for bench/streams.mts, inserted in SQL before the server starts (so it works on PGlite too):
// BENCH_STREAM_COLLABS active collaborations (a brand, a creator, a campaign and an approved
// request each), one more whose thread holds THREAD_MESSAGES messages, a live sign-in (refresh
// family) for every account, and access tokens signed with the server's secrets. Writes them as
// JSON to BENCH_STREAMS_OUT. Run with `tsx --conditions=react-server`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '@/lib/auth/tokens';
import { openDatabase } from '@/lib/db';

const N = Number(process.env.BENCH_STREAM_COLLABS ?? 1000);
const THREAD_MESSAGES = 10_000;
const out = process.env.BENCH_STREAMS_OUT;
if (!out) throw new Error('BENCH_STREAMS_OUT: where to write the seeded accounts');

// Ids made from names, as version-4 UUIDs (the routes accept no other): md5 with the version and
// variant digits set, the same in SQL (`uid`, over an SQL text expression) and here (`md5Id`).
const uid = (expr: string) => sql.raw(`overlay(overlay(md5(${expr}) placing '4' from 13) placing '8' from 17)::uuid`);
const md5Id = (name: string) =>
  crypto
    .createHash('md5')
    .update(name)
    .digest('hex')
    .replace(/^(.{12}).(.{3}).(.{15})$/, (_, a: string, b: string, c: string) => `${a}4${b}8${c}`)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

const started = Date.now();
const handle = await openDatabase();
const db = handle.db;
try {
  // g = 0 is the long thread's collaboration; 1..N are the streamed ones.
  await db.execute(sql`
    insert into brands (id, name, email, password_hash, phone, brand_name, company_type, gst_no)
    select ${uid("'stream-brand-' || g")}, 'Stream Owner ' || g, 'stream-brand-' || g || '@bench.example', 'not-a-hash', '+919812345678',
           'Stream Brand ' || g, 'Private', '27AAPFU0939F1ZV'
    from generate_series(0, ${N}) g`);
  await db.execute(sql`
    insert into creators (id, name, email, password_hash, phone, social_media_handles)
    select ${uid("'stream-creator-' || g")}, 'Stream Creator ' || g, 'stream-creator-' || g || '@bench.example', 'not-a-hash', '+919876543210',
           jsonb_build_array(jsonb_build_object('platform', 'Instagram', 'handle', '@stream' || g, 'followers', 5000, 'followersUpdatedAt', now()))
    from generate_series(0, ${N}) g`);
  await db.execute(sql`
    insert into campaigns (id, brand_id, campaign_name, brand_name, interest, platform, min_followers, max_followers, incentives, description, campaign_image)
    select ${uid("'stream-campaign-' || g")}, ${uid("'stream-brand-' || g")}, 'Stream campaign ' || g, 'Stream Brand ' || g,
           'Technology', 'Instagram', 1000, 20000, '₹1,000', 'A campaign of the streams benchmark', 'uploads/none.webp'
    from generate_series(0, ${N}) g`);
  await db.execute(sql`
    insert into participation_requests (id, campaign_id, creator_id, brand_id, status, stage, decided_at)
    select ${uid("'stream-collab-' || g")}, ${uid("'stream-campaign-' || g")}, ${uid("'stream-creator-' || g")}, ${uid("'stream-brand-' || g")},
           'approved', 'active', now()
    from generate_series(0, ${N}) g`);
  // A live sign-in per account: lib/auth/live.ts accepts an access token only while its family is live.
  await db.execute(sql`
    insert into refresh_tokens (role, subject_id, family_id, token_hash, expires_at)
    select r, ${uid("'stream-' || r || '-' || g")}, ${uid("'stream-family-' || r || '-' || g")}, md5('stream-token-' || r || '-' || g), now() + interval '1 day'
    from generate_series(0, ${N}) g, unnest(array['brand', 'creator']) r`);
  await db.execute(sql`
    insert into messages (collaboration_id, sender_role, sender_id, text, created_at)
    select ${uid("'stream-collab-0'")}, (array['brand','creator'])[1 + g % 2],
           case when g % 2 = 0 then ${uid("'stream-brand-0'")} else ${uid("'stream-creator-0'")} end,
           'Thread message ' || g, now() - ((${THREAD_MESSAGES} - g) || ' seconds')::interval
    from generate_series(1, ${THREAD_MESSAGES}) g order by g`);
  const cursorAt = async (n: number) => {
    const { rows } = (await db.execute(
      sql`select seq from messages where collaboration_id = ${uid("'stream-collab-0'")} order by seq offset ${n - 1} limit 1`,
    )) as unknown as { rows: { seq: string | number }[] };
    return String(rows[0].seq);
  };
  const thread = { id: md5Id('stream-collab-0'), lastPageAfter: await cursorAt(THREAD_MESSAGES - 50), messages: THREAD_MESSAGES };
  await db.execute(sql`vacuum analyze`);
  // Signed after the accounts exist: a token issued before the password's change time is refused.
  const token = (role: 'brand' | 'creator', g: number) => signAccessToken({ role, id: md5Id(`stream-${role}-${g}`) }, md5Id(`stream-family-${role}-${g}`));
  const collaborations = Array.from({ length: N + 1 }, (_, g) => ({ id: md5Id(`stream-collab-${g}`), brand: token('brand', g), creator: token('creator', g) }));
  fs.writeFileSync(out, JSON.stringify({ thread: { ...thread, brand: collaborations[0].brand }, collaborations: collaborations.slice(1) }));
  console.log(`streams data: ${N + 1} collaborations, a thread of ${THREAD_MESSAGES} messages in ${Date.now() - started} ms`);
} finally {
  await handle.close();
}
