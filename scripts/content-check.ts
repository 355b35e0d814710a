/**
 * `npm run content:check` (`-- --against <git ref>` to compare members' progress with the ref): what
 * it checks and prints is in lib/content/checkCommand.ts.
 */
import { contentCheckCommand } from '../lib/content/checkCommand';

process.exitCode = contentCheckCommand(process.argv.slice(2));
