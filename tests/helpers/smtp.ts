import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { resetEnvForTests } from '@/lib/env';
import { drainJobs } from '@/lib/jobs/workers';

export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives, with the time of every try;
 * `refuseFirst` messages are refused first (451, try later), as a mail server that is struggling.
 */
export async function startSmtp({ refuseFirst = 0 }: { refuseFirst?: number } = {}) {
  const received: Received[] = [];
  const tries: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        tries.push(Date.now());
        if (tries.length <= refuseFirst) return cb(Object.assign(new Error('try again later'), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    tries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Runs `fn` with a fresh SMTP server set as SMTP_URL; afterwards mail goes back to the outbox
 * and the server is closed. Mails earlier tests left in the queue go to the outbox first, so the
 * server receives only what `fn` causes.
 */
export async function withSmtp<T>(fn: (smtp: Awaited<ReturnType<typeof startSmtp>>) => Promise<T>): Promise<T> {
  await drainJobs();
  const smtp = await startSmtp();
  process.env.SMTP_URL = smtp.url;
  resetEnvForTests();
  try {
    return await fn(smtp);
  } finally {
    delete process.env.SMTP_URL;
    resetEnvForTests();
    await smtp.close();
  }
}
