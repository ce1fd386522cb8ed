// The framework floor: a minimal Next.js app used only by the benchmark (never part of the product).
export default { poweredByHeader: false, distDir: process.env.NEXT_DIST_DIR || '.next' };
