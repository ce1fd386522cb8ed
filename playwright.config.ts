import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium';
import { VISUAL_CLOCK_AT } from './tests/helpers/visual-clock';
import { freePortSync } from './tests/helpers/free-port';

const root = path.dirname(fileURLToPath(import.meta.url));

// CI runs with NO_COLOR=1 and FORCE_COLOR=0 (.ci/run). Playwright starts its workers with
// FORCE_COLOR=1 whatever is set, and Node warns in each one that meets NO_COLOR too: the workers go
// without it (what they print passes through this process, which FORCE_COLOR=0 keeps plain). The web
// servers keep it: Next.js reads any FORCE_COLOR, even 0, as "colours on".
const noColor: Record<string, string> = process.env.NO_COLOR && process.env.FORCE_COLOR === '0' ? { NO_COLOR: process.env.NO_COLOR } : {};
if ('NO_COLOR' in noColor) delete process.env.NO_COLOR;

// One temporary data folder per server and run, shared with the workers through the environment
// (removed by the global teardown when this run named them). Only named here: the servers make
// them when they start, so a tool that merely reads this file (knip) leaves nothing behind.
const tempDir = (prefix: string) => path.join(os.tmpdir(), `${prefix}${crypto.randomBytes(6).toString('hex')}`);
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = tempDir('cm-e2e-');
  process.env.E2E_VISUAL_DATA_DIR ??= tempDir('cm-e2e-visual-');
  process.env.E2E_DATA_DIR_MADE = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// Free ports the system picks (E2E_PORT and E2E_VISUAL_PORT choose them), so two runs on one
// machine never collide; the workers inherit them with the environment.
process.env.E2E_PORT ||= String(freePortSync());
process.env.E2E_VISUAL_PORT ||= String(freePortSync());
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;
// The visual tests' own server (tests/e2e/visual.spec.ts): freshly seeded, its clock started at a
// fixed moment (tests/helpers/fixed-clock.mjs), and left alone by every other spec, so its pages
// look the same on every run.
process.env.E2E_VISUAL_DATA_DIR ??= tempDir('cm-e2e-visual-');
const visualDataDir = process.env.E2E_VISUAL_DATA_DIR;
const visualPort = Number(process.env.E2E_VISUAL_PORT);
const visualBaseURL = `http://127.0.0.1:${visualPort}`;
// One timeline for the visual seed and server: their clocks read VISUAL_CLOCK_AT now (this run's start).
process.env.E2E_VISUAL_CLOCK_FROM ??= String(Date.now());
const VISUAL_SPECS = /\/visual\.(spec|setup)\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  globalTeardown: './tests/e2e/teardown.ts',
  use: {
    baseURL,
    // A trace is recorded for every test to keep the failing ones': about a tenth of the run's CPU
    // (measured on the accessibility and collaboration specs: 157 s of CPU without, 177 s with).
    // CI keeps a failure's screenshot and error context (the page's accessibility tree) instead;
    // E2E_TRACE=retain-on-failure records them there too.
    trace:
      (process.env.E2E_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? (process.env.CI && process.env.CI !== 'false' ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: VISUAL_SPECS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Signs both demo accounts in once (their storage states) and settles what a visit would change.
    { name: 'visual-setup', testMatch: /\/visual\.setup\.ts$/, use: { baseURL: visualBaseURL } },
    {
      name: 'visual',
      testMatch: /\/visual\.spec\.ts$/,
      dependencies: ['visual-setup'],
      fullyParallel: true,
      // One baseline per page and width, named without the project or platform (CI is this Linux's Chromium too).
      snapshotPathTemplate: '{testDir}/{testFilePath}-snapshots/{arg}{ext}',
      expect: {
        // Two matching pictures in a row, taken again while the page still changes (a list
        // loading again after a live event): a busy machine needs more than the default 5 s.
        timeout: 15_000,
        toHaveScreenshot: {
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
          stylePath: path.join(root, 'tests/e2e/visual.css'),
        },
      },
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: visualBaseURL,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        // The hero and logo carousels stay on their first slide (their own rule for reduced motion).
        reducedMotion: 'reduce',
      },
    },
  ],
  webServer: [
    {
      command: 'npm run seed && npm run start',
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...noColor,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        // E2E_DATABASE_URL: this server on an empty PostgreSQL database (CI's), else PGlite in DATA_DIR.
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        DATA_DIR: dataDir,
        UPLOADS_DIR: path.join(dataDir, 'uploads'),
        APP_URL: baseURL,
        JWT_ACCESS_SECRET: 'e2e-access-secret-0123456789-abcdefghijklmnopq',
        JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789-abcdefghijklmnopq',
        TRACKING_SECRET: 'e2e-tracking-secret-0123456789-abcdefghijklmnop',
        PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret-0123456789-abcdefgh',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
        // Every browser of the run comes from one address, the workers share the demo brand, and a
        // context a test opened stays open (its stream too) until its worker ends: the caps on
        // streams per address and per account are proven by tests/integration/collaborations/stream-limits.test.ts.
        STREAMS_PER_IP: '5000',
        STREAMS_PER_ACCOUNT: '500',
        // A message left unread is mailed after 3 s instead of 10 minutes (tests/e2e/unread-mail.spec.ts).
        UNREAD_MAIL_MINUTES: '0.05',
      },
    },
    {
      command: 'npm run seed && npm run start',
      url: `${visualBaseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...noColor,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.join(root, 'tests/helpers/fixed-clock.mjs')).href}`.trim(),
        FIXED_CLOCK_AT: VISUAL_CLOCK_AT,
        FIXED_CLOCK_FROM: process.env.E2E_VISUAL_CLOCK_FROM,
        PORT: String(visualPort),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: visualDataDir,
        UPLOADS_DIR: path.join(visualDataDir, 'uploads'),
        APP_URL: visualBaseURL,
        JWT_ACCESS_SECRET: 'e2e-access-secret-0123456789-abcdefghijklmnopq',
        JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789-abcdefghijklmnopq',
        TRACKING_SECRET: 'e2e-tracking-secret-0123456789-abcdefghijklmnop',
        PAYMENT_WEBHOOK_SECRET: 'e2e-payment-webhook-secret-0123456789-abcdefgh',
        // The setup's sessions serve the whole run without a refresh.
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
