import fs from 'node:fs';

/** After the run, pass or fail: the temporary data folder the config made (the database, outboxes, uploads). */
export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_MADE === '1') fs.rmSync(dir, { recursive: true, force: true });
}
