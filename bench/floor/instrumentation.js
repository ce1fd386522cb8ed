// The floor's own (empty) instrumentation hook: without it, Turbopack's build of this folder picks
// up the product's instrumentation.ts at the repository root, and the floor would open a database.
export function register() {}
