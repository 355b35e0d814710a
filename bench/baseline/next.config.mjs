// The bare Next.js page `npm run bench` compares the site against: same export settings as the
// site's next.config.mjs, nothing else. Built with the project's own node_modules (found by Node's
// usual upward lookup from bench/baseline/), so it measures the framework version we ship.
/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
};

export default nextConfig;
