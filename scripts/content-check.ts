/**
 * `npm run content:check` (`-- --against <git ref>` to compare members' progress with the ref): what
 * it checks and prints is in tools/checks/checkCommand.ts.
 */
import { contentCheckCommand } from '../tools/checks/checkCommand';

void contentCheckCommand(process.argv.slice(2)).then((code) => (process.exitCode = code));
