import { execFileSync } from 'node:child_process';
import net from 'node:net';

// Ports for the servers tests and benchmarks start: the system picks a free one, so two runs on
// one machine (two checkouts, two engineers) never collide. Nothing in tests/ or bench/ names a
// port of its own. The port is free when asked; a server that stops and starts again on it (a
// restart under test) keeps it.

/** A loopback port nobody listens on now (every connection to it is refused until something does). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** `freePort()` for code that cannot wait (playwright.config.ts is read synchronously): asks a child process. */
export function freePortSync(): number {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}
