import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../helpers/free-port';

export type TestRedis = { url: string; stop: () => Promise<void> };

/** The redis-server binary on PATH (Debian puts it in /usr/bin), or null. */
function redisServerBinary(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin'].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, 'redis-server');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

function readyOn(proc: ChildProcess, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start within ${ms} ms:\n${out}`)), ms);
    const read = (b: Buffer) => {
      out += b.toString();
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${out}`));
    });
  });
}

/**
 * A Redis for this test file: TEST_REDIS_URL when set, else a redis-server of our own on a free
 * port (no disk, stopped afterwards). `reason` says why there is none.
 */
export async function startTestRedis(): Promise<TestRedis | { reason: string }> {
  if (process.env.TEST_REDIS_URL) return { url: process.env.TEST_REDIS_URL, stop: async () => {} };
  const binary = redisServerBinary();
  if (!binary) return { reason: 'no redis-server on PATH and no TEST_REDIS_URL: install redis-server or point TEST_REDIS_URL at a Redis' };
  const port = await freePort();
  const proc = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await readyOn(proc, 10_000);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      }),
  };
}
