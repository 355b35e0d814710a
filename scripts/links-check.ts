/**
 * `npm run links:check` (`-- --external` to request external addresses too): what it checks and
 * prints is in tools/checks/links/checkCommand.ts.
 */
import { linksCheckCommand } from '../tools/checks/links/checkCommand';

// Exits at once, as before: with --external, idle connections of the requests would hold it open.
void linksCheckCommand(process.argv.slice(2)).then((code) => process.exit(code));
