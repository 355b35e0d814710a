/**
 * Prints the curriculum in CONTENT_DIR, reduced to what members' progress depends on, as JSON.
 * Not a command of its own: `content:check --against` runs it (tools/checks/againstRef.ts) on a git
 * ref's content, in a process of its own, since the loaders cache what they read per process.
 */
import { summariseCurriculum } from './curriculumSummary';

process.stdout.write(JSON.stringify(summariseCurriculum()));
