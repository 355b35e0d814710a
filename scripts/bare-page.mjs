#!/usr/bin/env node
// Builds the bare Next.js page every size and speed figure is set beside (tools/perf/barePage.mjs):
// `npm test` runs it beside the site's exports, so that `bench` and `lighthouse` can reuse the build.
import { buildBarePage } from '../tools/perf/barePage.mjs';

process.exit(buildBarePage().status ?? 1);
