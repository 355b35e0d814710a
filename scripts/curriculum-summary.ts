/**
 * Prints the curriculum in CONTENT_DIR, reduced to what members' progress depends on, as JSON.
 * `content:check --against` runs it on a git ref's content in a process of its own, since the loaders
 * cache what they read (tools/checks/againstRef.ts).
 */
import { summariseCurriculum } from '../tools/checks/curriculumSummary';

process.stdout.write(JSON.stringify(summariseCurriculum()));
