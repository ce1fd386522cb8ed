// Scratch config (creators engineer): runs the creator spec against a dev server on 3211. Deleted after use.
import { defineConfig, devices } from '@playwright/test';

process.env.E2E_DATA_DIR = '/tmp/creators-data';
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /creator-journey|zz-creators-shots/,
  outputDir: '/tmp/creators-test-results',
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: 'http://localhost:3211',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
