export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env, EnvError } = await import('./lib/env');
  try {
    env();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { ready } = await import('./lib/db');
  await ready();
}
