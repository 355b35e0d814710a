/**
 * Run by `npm run build` when any of its steps fails (the image copies, next build, harden, offline,
 * seal:check): removes the export folder, so that `npm start` or an upload after a failed build
 * serves nothing the build refused or did not finish, not even a previous build's export. It exits
 * with 1, so the build still fails. Usage: node scripts/remove-export.mjs [export folder, default out]
 */
import fs from 'node:fs';

const dir = process.argv[2] ?? 'out';
const existed = fs.existsSync(dir);
fs.rmSync(dir, { recursive: true, force: true });
console.error(`build: a step above failed${existed ? `; ${dir}/ was removed, so nothing refused or unfinished can be served` : ''}.`);
process.exit(1);
