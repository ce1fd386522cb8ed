import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env, runtime } from '@/lib/env';

let instance: Logger | undefined;
let testSink: { stream: DestinationStream; level: string } | undefined;

function logger(): Logger {
  // Structured logs. Secrets never reach them: the redact list names every field that could hold one.
  const options = {
    level: testSink?.level ?? (runtime.vitest ? 'silent' : env().LOG_LEVEL),
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'otp',
        '*.otp',
        'code',
        '*.code',
        'accessToken',
        'refreshToken',
        '*.accessToken',
        '*.refreshToken',
        'authorization',
        '*.authorization',
        'cookie',
        '*.cookie',
        'idToken',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
  };
  instance ??= testSink ? pino(options, testSink.stream) : pino(options);
  return instance;
}

/** Tests: send log lines at `level` and above to `stream`; with no stream, back to the normal logger. */
export function setLogDestinationForTests(stream?: DestinationStream, level = 'info') {
  testSink = stream ? { stream, level } : undefined;
  instance = undefined;
}

type Level = 'debug' | 'info' | 'warn' | 'error' | 'fatal';
type LogFn = (obj: object, msg?: string) => void;

/** Created on first use, so importing it never reads settings (e.g. during `next build`). */
export const log: Record<Level, LogFn> = {
  debug: (o, m) => logger().debug(o, m),
  info: (o, m) => logger().info(o, m),
  warn: (o, m) => logger().warn(o, m),
  error: (o, m) => logger().error(o, m),
  fatal: (o, m) => logger().fatal(o, m),
};
