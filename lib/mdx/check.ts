/**
 * The allow-list check of an MDX body, on the tree of ./parse.ts: each problem with its line in the
 * body and one sentence saying what to write instead. The loaders turn these into
 * `file:line: body: message` problems, so a body that could run script fails content:check, and
 * the build before any page is made of it.
 */
import type { Nodes } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { addressProblem } from './address';
import { insteadOfTag, isPlainName, isScriptAttribute, PLAIN_ELEMENTS, URL_ATTRIBUTES, type MdxRules } from './allowList';
import { parseMdx, type MdxSyntaxError } from './parse';
import { walk } from './walk';

/** A problem in a body; `line` is 1-based within the body. */
export type BodyProblem = { line: number; message: string };

export const BRACES = 'curly braces { } are not allowed in content (MDX runs them as code); use \\{ and \\} to show them instead';
const COMMENT = 'comments {/* ... */} are not allowed in content; use a line starting with # in the frontmatter instead';
const HTML_COMMENT = 'HTML comments <!-- --> do not work in MDX: remove the comment';
const IMPORT = 'an import line is not allowed in content; use the components docs/adding-content.md lists, which need no import, instead';
const EXPORT = 'an export line is not allowed in content; use the frontmatter (between the --- lines) for data instead';

type Element = MdxJsxFlowElement | MdxJsxTextElement;
type Attribute = MdxJsxAttribute | MdxJsxExpressionAttribute;

const lineOf = (node: { position?: { start: { line: number } } }, fallback = 1) => node.position?.start.line ?? fallback;

function notAllowedTag(name: string, rules: MdxRules): string {
  return `<${name}> is not allowed in content; use ${insteadOfTag(name, rules)} instead`;
}

/** Braces in a tag, a script attribute, or an address that must not be used; undefined if none. */
function attributeProblem(tag: string, attribute: Attribute): string | undefined {
  if (attribute.type === 'mdxJsxExpressionAttribute')
    return `curly braces { } in <${tag}> are not allowed in content; use name="value" attributes instead`;
  if (attribute.value && typeof attribute.value === 'object')
    return `curly braces in ${attribute.name}={...} are not allowed in content; use quotes instead: ${attribute.name}="..."`;
  if (isScriptAttribute(attribute.name))
    return `the ${attribute.name} attribute is not allowed in content (it runs a script); use <${tag}> without it instead`;
  if (URL_ATTRIBUTES.has(attribute.name) && attribute.value)
    return addressProblem(attribute.value, attribute.name === 'src' || attribute.name === 'thumbnail' ? 'image' : 'link');
  return undefined;
}

function elementProblems(node: Element, rules: MdxRules): BodyProblem[] {
  const at = (a: { position?: { start: { line: number } } }) => lineOf(a, lineOf(node));
  const problems: BodyProblem[] = [];
  const name = node.name;
  if (name === null) return [{ line: lineOf(node), message: '<> ... </> is not allowed in content; use plain Markdown instead' }];

  if (isPlainName(name)) {
    const allowed = PLAIN_ELEMENTS[name];
    if (!allowed) return [{ line: lineOf(node), message: notAllowedTag(name, rules) }];
    for (const a of node.attributes) {
      const problem = attributeProblem(name, a);
      if (problem) problems.push({ line: at(a), message: problem });
      else if (a.type === 'mdxJsxAttribute' && !allowed.includes(a.name)) {
        const instead = allowed.length ? `only ${allowed.join(', ')} on <${name}>` : `<${name}> without attributes`;
        problems.push({ line: at(a), message: `the ${a.name} attribute is not allowed in content; use ${instead} instead` });
      }
    }
    return problems;
  }

  const rule = rules.components[name];
  if (!rule) return [{ line: lineOf(node), message: rules.unknownComponent(name) }];
  const values: Record<string, string> = {};
  let unsafe = false;
  for (const a of node.attributes) {
    const problem = attributeProblem(name, a);
    if (problem) {
      problems.push({ line: at(a), message: problem });
      unsafe = true;
    } else if (a.type === 'mdxJsxAttribute') {
      if (!rule.required.includes(a.name) && !rule.optional.includes(a.name))
        problems.push({
          line: at(a),
          message: `<${name}> has no "${a.name}": it takes ${[...rule.required, ...rule.optional].join(', ')}`,
        });
      values[a.name] = typeof a.value === 'string' ? a.value : '';
    }
  }
  for (const key of rule.required)
    if (!values[key]?.trim() && !unsafe) problems.push({ line: lineOf(node), message: `<${name}> needs ${key}="..."` });
  if (!unsafe) for (const message of rule.check?.(values) ?? []) problems.push({ line: lineOf(node), message });
  return problems;
}

function nodeProblems(node: Nodes, rules: MdxRules): BodyProblem[] {
  const line = lineOf(node);
  switch (node.type) {
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return elementProblems(node, rules);
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [{ line, message: /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value) ? COMMENT : BRACES }];
    case 'mdxjsEsm':
      return [{ line, message: /^\s*import\b/.test(node.value) ? IMPORT : EXPORT }];
    case 'link':
    case 'definition': {
      const message = addressProblem(node.url, 'link');
      return message ? [{ line, message }] : [];
    }
    case 'image': {
      const message = addressProblem(node.url, 'image');
      return message ? [{ line, message }] : [];
    }
    default:
      return [];
  }
}

function isRefusedElement(node: Nodes, rules: MdxRules): boolean {
  if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return false;
  if (node.name === null) return true;
  return isPlainName(node.name) ? !PLAIN_ELEMENTS[node.name] : !rules.components[node.name];
}

/** The tag named in a parser message such as "Expected a closing tag for `<br>`". */
const tagInReason = (reason: string) => /`<\/?([^`>\s/]+)/.exec(reason)?.[1];

/** One plain sentence for a body the MDX parser cannot read, in the officer's terms. */
export function syntaxProblem(error: MdxSyntaxError, rules: MdxRules): BodyProblem {
  const { line, reason } = error;
  if (error.ruleId === 'end-tag-mismatch' || error.ruleId === 'unexpected-closing-slash') {
    const tag = tagInReason(reason);
    if (tag && isPlainName(tag) && !PLAIN_ELEMENTS[tag]) return { line, message: notAllowedTag(tag, rules) };
    if (tag && !isPlainName(tag) && !rules.components[tag]) return { line, message: rules.unknownComponent(tag) };
    if (tag && /^Expected a closing tag/.test(reason)) {
      if (['br', 'hr', 'img'].includes(tag)) return { line, message: `write <${tag} /> with a "/" before ">": MDX needs it` };
      if (rules.components[tag]) return { line, message: `write <${tag} ... /> ending with "/>"` };
      return { line, message: `<${tag}> is not closed: add </${tag}> after its text, or end the tag with "/>"` };
    }
  }
  if (error.source.includes('esm')) {
    return {
      line,
      message:
        'a line that starts with "import" or "export" is read as code in MDX and is not allowed in content; use other words to start the sentence instead',
    };
  }
  if (error.source.includes('expression') || /expression|brace/i.test(reason)) return { line, message: BRACES };
  if (/^Unexpected character `!`/.test(reason)) return { line, message: HTML_COMMENT };
  if (/before name\b/.test(reason)) return { line, message: 'a "<" starts a tag in MDX; write \\< to show the sign instead' };
  if (/attribute value/.test(reason)) return { line, message: 'write each attribute as name="value", with quotes' };
  return { line, message: `the text cannot be read as MDX: ${reason}` };
}

/** Every problem of a body under `rules`, in the order of the text. */
export function checkMdx(body: string, rules: MdxRules): BodyProblem[] {
  const parsed = parseMdx(body);
  if (parsed.error) return [syntaxProblem(parsed.error, rules)];
  const problems: BodyProblem[] = [];
  walk(parsed.tree, (node) => {
    const found = nodeProblems(node, rules);
    problems.push(...found);
    // A refused element is one mistake: what is inside it (a script's text) is not reported again.
    if (found.length > 0 && isRefusedElement(node, rules)) return 'skip';
  });
  return problems.sort((a, b) => a.line - b.line);
}
