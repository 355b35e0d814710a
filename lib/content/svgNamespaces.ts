/**
 * Namespaces in XML, as svgDocument.ts reads them: which URI each prefix stands for at each element.
 * One stack per prefix, pushed by the element that declares it and popped when it closes, so a
 * lookup costs the same at any depth (a parser that walks every open element for each lookup takes
 * time in the square of the depth). The rules of Namespaces in XML 1.0 that make a file not
 * well-formed are kept: a prefix used but never declared, `xmlns:p=""`, the `xml` and `xmlns`
 * prefixes bound elsewhere, a malformed name.
 */
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

type Fail = (reason: string) => void;

export class NamespaceScopes {
  /** The URIs a prefix has stood for, innermost last ('' the default namespace; '' as a URI: none). */
  private readonly bound = new Map<string, string[]>([
    ['xml', [XML_NS]],
    ['xmlns', [XMLNS_NS]],
  ]);
  /** Per open element, the prefixes it declared. */
  private readonly declared: string[][] = [];

  /** An element opens with these attributes: its namespace declarations take effect. */
  enter(attributes: readonly { name: string; value: string }[], fail: Fail): void {
    const mine: string[] = [];
    for (const { name, value } of attributes) {
      const prefix = name === 'xmlns' ? '' : name.startsWith('xmlns:') ? name.slice('xmlns:'.length) : null;
      if (prefix === null) continue;
      const uri = value.trim();
      if (prefix === 'xmlns') fail('the xmlns prefix cannot be declared');
      else if (prefix === 'xml' ? uri !== XML_NS : uri === XML_NS || uri === XMLNS_NS)
        fail(`the ${prefix || 'default'} namespace cannot be ${uri}`);
      else if (prefix && uri === '') fail(`a prefix cannot be undeclared in XML 1.0: ${name}`);
      const stack = this.bound.get(prefix);
      if (stack) stack.push(uri);
      else this.bound.set(prefix, [uri]);
      mine.push(prefix);
    }
    this.declared.push(mine);
  }

  /** The element closes: its declarations end. */
  leave(): void {
    for (const prefix of this.declared.pop() ?? []) this.bound.get(prefix)!.pop();
  }

  lookup(prefix: string): string | undefined {
    const stack = this.bound.get(prefix);
    return stack && stack.length > 0 ? stack[stack.length - 1] : undefined;
  }
}

/**
 * A name's namespace URI and local part: an element without a prefix is in the default namespace, an
 * attribute without one in none (`xmlns` itself aside).
 */
export function qualifiedName(name: string, scopes: NamespaceScopes, fail: Fail, kind: 'element' | 'attribute') {
  const colon = name.indexOf(':');
  if (colon < 0) {
    if (kind === 'element') return { uri: scopes.lookup('') ?? '', local: name };
    return { uri: name === 'xmlns' ? XMLNS_NS : '', local: name };
  }
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  if (!prefix || !local || local.includes(':')) fail(`malformed name: ${name}`);
  if (kind === 'element' && prefix === 'xmlns') fail('tags may not have "xmlns" as prefix');
  const uri = scopes.lookup(prefix);
  if (uri === undefined || uri === '') fail(`unbound namespace prefix: ${JSON.stringify(prefix)}`);
  return { uri: uri ?? prefix, local };
}
