// Debian's Chromium, as every browser run here starts it (Playwright, fault tests, Lighthouse): no
// sandbox (root in CI), and nothing that reaches out to the network, which this machine lacks.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
