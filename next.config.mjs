/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'pino', 'bcryptjs', 'nodemailer', 'firebase-admin'],
  images: { formats: ['image/avif', 'image/webp'] },
};

export default nextConfig;
