/**
 * Text an officer copied from docs/templates/ and did not replace: the `# CHANGE` notes at the end
 * of a line to change, a visible "CHANGE: ..." sentence, and the placeholder addresses (`https://example.org/replace-me`,
 * `VIDEO_ID`). Any of them left in content/ fails content:check at its line.
 */
import fs from 'node:fs';
import { contentRoot, displayPath, filesUnder } from '@/lib/content/core';
import { ContentError, type ContentProblem } from '@/lib/content/problems';

/** What marks a template's placeholder address; links:check reports such links too. */
export const PLACEHOLDER = /replace-me|VIDEO_ID/i;
const PLACEHOLDER_ADDRESS = new RegExp('(https?://)?[^\\s"\'`]*(' + PLACEHOLDER.source + ')[^\\s"\'`#]*', 'i');
const CHANGE_NOTE = /#\s*CHANGE\b/;
const CHANGE_TEXT = /\bCHANGE:/;

/** The leftovers in one file's text, one problem per line at most. */
export function templateLeftovers(text: string, file: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  text.split(/\r?\n/).forEach((content, i) => {
    const at = { file, field: '', line: i + 1 };
    const address = PLACEHOLDER_ADDRESS.exec(content);
    if (address) problems.push({ ...at, message: `"${address[0]}" is the template's placeholder address: put the real address here` });
    else if (CHANGE_NOTE.test(content))
      problems.push({
        ...at,
        message: 'the template\'s "# CHANGE" note is still here: write your own value on this line, then delete the note',
      });
    else if (CHANGE_TEXT.test(content))
      problems.push({ ...at, message: 'the template\'s "CHANGE" text is still here: replace it with your own words' });
  });
  return problems;
}

/** Every leftover in content/ (or CONTENT_DIR); for content:check. */
export function findTemplateLeftovers(): ContentProblem[] {
  return filesUnder(contentRoot(), /\.(ya?ml|mdx?)$/).flatMap((absolute) =>
    templateLeftovers(fs.readFileSync(absolute, 'utf8'), displayPath(absolute)),
  );
}

/** Throws the leftovers as one ContentError, the way every collection reports. */
export function checkTemplateLeftovers(): void {
  const problems = findTemplateLeftovers();
  if (problems.length) throw new ContentError(problems);
}
