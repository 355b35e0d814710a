#!/usr/bin/env node
// `npm start`, the e2e tests' web servers and `npm run lighthouse`: serves a static export the way
// GitHub Pages does (tools/serve/staticServer.mjs). SERVE_HTTPS=1 answers over TLS and HTTP/2.
// Usage: node scripts/serve-static.mjs <dir> <port> [basePath]
import { serve } from '../tools/serve/staticServer.mjs';

serve(process.argv.slice(2));
