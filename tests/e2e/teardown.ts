import fs from 'node:fs';

/** After the run, pass or fail: the temporary data folders the config made (databases, outboxes, uploads). */
export default function teardown() {
  if (process.env.E2E_DATA_DIR_MADE !== '1') return;
  for (const dir of [process.env.E2E_DATA_DIR, process.env.E2E_VISUAL_DATA_DIR]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
