import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/helpers/chromium';

// One temporary data folder per run, shared with the workers through the environment (removed by
// the global teardown when this run made it).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cm-e2e-'));
  process.env.E2E_DATA_DIR_MADE = '1';
}
const dataDir = process.env.E2E_DATA_DIR;
// A free port the system picks (E2E_PORT chooses one), so two runs on one machine never collide;
// the workers inherit it with the environment.
process.env.E2E_PORT ||= execFileSync(
  process.execPath,
  ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
  { encoding: 'utf8' },
);
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm run seed && npm run start',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: dataDir,
      UPLOADS_DIR: path.join(dataDir, 'uploads'),
      APP_URL: baseURL,
      JWT_ACCESS_SECRET: 'e2e-access-secret-0123456789-abcdefghijklmnopq',
      JWT_REFRESH_SECRET: 'e2e-refresh-secret-0123456789-abcdefghijklmnopq',
      TRACKING_SECRET: 'e2e-tracking-secret-0123456789-abcdefghijklmnop',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
      // Every browser of the run comes from one address, the workers share the demo brand, and a
      // context a test opened stays open (its stream too) until its worker ends: the caps on
      // streams per address and per account are proven by tests/integration/collaborations/stream-limits.test.ts.
      STREAMS_PER_IP: '5000',
      STREAMS_PER_ACCOUNT: '500',
    },
  },
});
