import { accessCodeEnv, isProductionBuild } from './tools/config/accessCode.mjs';
import { buildIdFromCode } from './tools/config/buildId.mjs';
import { warnAboutSharedOrigin } from './tools/config/sharedOrigin.mjs';
import { sourceDateEpoch } from './tools/config/sourceDate.mjs';

// GitHub Pages project sites live under /<repo>/: every route, script and asset must carry it.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? '';
// That path shares one origin with the owner's other project sites, and their pages with it.
if (isProductionBuild()) warnAboutSharedOrigin(basePath);
// Only the salt and a check value of the members' key reach the bundle (see tools/config/accessCode.mjs).
const env = await accessCodeEnv();
// The time this build stands for, for what would otherwise carry the clock's (the calendar files'
// DTSTAMP): the commit's, so the same commit gives the same files. The build's processes inherit it.
process.env.SOURCE_DATE_EPOCH = String(sourceDateEpoch());

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Without trailing slashes most static hosts answer /about with a listing or a 404.
  trailingSlash: true,
  images: { unoptimized: true },
  basePath,
  assetPrefix: basePath || undefined,
  reactStrictMode: true,
  env,
  // The same id for the same code whatever the content, never a random one: a deploy then changes
  // only the pages and files whose content changed (tools/config/buildId.mjs).
  generateBuildId: () => buildIdFromCode(process.cwd(), env),
  pageExtensions: ['ts', 'tsx'],
  // `npm test` type-checks the whole project once (`tsc --noEmit`) before it builds its four exports
  // (scripts/build-e2e.sh sets this); every other build checks types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Turbopack leaves one chunk under minChunkSize (unminified bytes) unmerged. With the default
  // (50 kB) the site bar's code crossing it split Next's router code into a chunk of its own, about
  // 0.7 kB more gzip on every page; at 60 kB every page loads fewer, merged chunks (docs/performance.md).
  experimental: { turbopackChunking: { minChunkSize: 60_000 } },
};

export default nextConfig;
