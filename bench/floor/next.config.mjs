// The framework floor: a minimal Next.js app used only by the benchmark (never part of the product).
const config = { poweredByHeader: false, distDir: process.env.NEXT_DIST_DIR || '.next' };
export default config;
