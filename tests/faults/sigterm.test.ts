import crypto from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { ask, killAll, openEvents, report, sleep, startServer, signUpBrand, tempDir, uniq, waitFor, type Answer } from './support';

// (c) SIGTERM lets in-flight requests finish before the process exits (server.mjs, like `next start`, closes
// its HTTP server gracefully on SIGTERM): slow uploads still being sent and a batch of ordinary
// writes all complete with 2xx; new connections are refused; the process then exits by itself.

afterAll(() => killAll());

/** A multipart campaign form sent slowly, in `chunks` pieces over about `ms` milliseconds. */
async function slowCampaignBody(name: string, side: number, chunks: number, ms: number) {
  // Noise does not compress: a side of 400 makes a PNG of about 480 KB.
  const image = await sharp(crypto.randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  const boundary = `----faults${uniq()}`;
  const fields = {
    campaignName: name,
    brandName: 'Faults Inc',
    interest: 'Technology',
    platform: 'Instagram',
    minFollowers: '1000',
    maxFollowers: '20000',
    incentives: '₹1,000',
    description: 'Sent slowly.',
  };
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="campaignImage"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const size = Math.ceil(body.length / chunks);
  let sent = 0;
  const started = { at: 0 };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) started.at = Date.now();
      if (sent >= body.length) return controller.close();
      controller.enqueue(new Uint8Array(body.subarray(sent, sent + size)));
      sent += size;
      await sleep(ms / chunks);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, length: body.length, started };
}

/** A request on a brand-new TCP connection (no keep-alive reuse): does the server still accept connections? */
function freshConnection(port: number): Promise<'accepted' | 'refused'> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 3000 }, (res) => {
      res.resume();
      resolve('accepted');
    });
    req.on('error', () => resolve('refused'));
    req.on('timeout', () => {
      req.destroy();
      resolve('refused');
    });
    req.end();
  });
}

describe('fault (c): SIGTERM with requests in flight', () => {
  it('finishes every started request with 2xx, refuses new connections, exits by itself, and keeps the writes', async () => {
    const dataDir = tempDir('c');
    const server = await startServer({ dataDir });
    // Eight brands, at most two uploads each: one account may have only two images in the decode
    // gate at once (lib/storage), and this test is about draining on SIGTERM, not that limit.
    const brands: Awaited<ReturnType<typeof signUpBrand>>[] = [];
    for (let i = 0; i < 8; i++) brands.push(await signUpBrand(server));

    // Every request is an upload still being sent when the signal comes: three large ones and a
    // dozen small ones, their bodies trickling in over a few seconds.
    const slow = await Promise.all([
      ...[0, 1, 2].map((i) => slowCampaignBody(`Large ${i} ${uniq()}`, 400, 20, 3500)),
      ...Array.from({ length: 12 }, (_, i) => slowCampaignBody(`Small ${i} ${uniq()}`, 32, 10, 3000)),
    ]);
    const answers$ = slow.map((b, i) =>
      ask(server.url, '/api/campaign/create', {
        body: b.stream,
        token: brands[i % brands.length]!.accessToken,
        headers: { 'content-type': b.contentType },
        timeoutMs: 60_000,
      }),
    );
    await waitFor('every upload to be under way', 20_000, async () => slow.every((b) => b.started.at > 0), 10);
    // An open event stream never ends by itself: the server must end it to drain.
    const stream = await openEvents(server.url, '/api/events', brands[0]!.accessToken);
    expect(stream.status).toBe(200);
    await stream.next((f) => f.event === 'ready', 5_000);
    await sleep(800);

    const signalAt = Date.now();
    server.proc.kill('SIGTERM');
    await sleep(200);
    const newConnection = await freshConnection(server.port);

    const answers = await Promise.allSettled(answers$);
    const exit = await Promise.race([server.exited, sleep(30_000).then(() => null)]);
    const finishedAt = Date.now();

    const failures = answers.filter((a) => a.status === 'rejected' || a.value.status !== 201);
    expect(failures.map((a) => (a.status === 'rejected' ? String(a.reason) : `${a.value.status} ${JSON.stringify(a.value.data)}`))).toEqual([]);
    expect(newConnection).toBe('refused');
    expect(exit, 'the server exits by itself after SIGTERM').not.toBeNull();
    expect(stream.ended(), 'the event stream was ended by the server').toBe(true);
    // Next exits with 128 + 15 after a graceful SIGTERM.
    expect(exit!.code === 143 || exit!.signal === 'SIGTERM').toBe(true);

    // Every answered write is there after a restart on the same data.
    const ids = answers.map((a) => ((a as PromiseFulfilledResult<Answer>).value.data.campaign as { _id: string })._id);
    const again = await startServer(server.opts);
    const campaigns: { _id: string }[] = [];
    for (const brand of brands)
      campaigns.push(...((await ask(again.url, '/api/brand/campaigns', { token: brand.accessToken })).data as { campaigns: { _id: string }[] }).campaigns);
    const lost = ids.filter((id) => !campaigns.some((c) => c._id === id));
    expect(lost).toEqual([]);

    report('SIGTERM with requests in flight', {
      inFlightAtSignal: answers.length,
      completed2xx: answers.length - failures.length,
      slowUploadBytes: slow.reduce((n, b) => n + b.length, 0),
      drainMs: finishedAt - signalAt,
      writesLost: lost.length,
    });
    await again.stop('SIGTERM');
  });
});
