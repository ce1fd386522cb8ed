/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Separate build folders let several builds or dev servers run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'bcryptjs', 'nodemailer', 'firebase-admin'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
