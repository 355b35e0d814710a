/** @jest-environment node */
import { createHash } from 'node:crypto';
import { HardenError, addScriptHashes, hardenHtml, inlineScripts, scriptFiles, scriptHash } from '@/lib/security/hardenHtml';

const POLICY = 'default-src &#x27;self&#x27;; script-src &#x27;self&#x27;; style-src &#x27;self&#x27; &#x27;unsafe-inline&#x27;';
const PAGE_DATA = '(self.__next_f=self.__next_f||[]).push([0])';
const BOOT = 'self.__next_f.push([1,"a \\u003c b & \\"quoted\\""])';

/** A page shaped like Next's export: charset, preloads and scripts first, the layout's policy after them. */
const page = (head = '', body = '') =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preload" as="image" href="https://img.video.test/a.jpg"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script><title>Home</title>' +
  `<meta name="content-security-policy-base" content="${POLICY}"/>${head}</head>` +
  `<body><main>Hello</main><script>${PAGE_DATA}</script><script id="_R_">${BOOT}</script>${body}</body></html>`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy of the hardened page, as the browser reads the attribute. */
function policyOf(html: string): string {
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  if (!tag) throw new Error('no policy meta');
  return tag[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}
const scriptSources = (html: string) =>
  policyOf(html)
    .split('; ')
    .find((d) => d.startsWith('script-src '))!
    .split(' ')
    .slice(1);

describe('hardenHtml', () => {
  it("lists each inline script's SHA-256 in script-src, as node's crypto computes it over the exact text", () => {
    const { html, scripts } = hardenHtml(page());
    expect(scripts).toBe(2);
    expect(scriptSources(html)).toEqual(["'self'", sha256(PAGE_DATA), sha256(BOOT)]);
  });

  it('hashes no script that has a src, nor one inside an HTML comment, and keeps the other directives', () => {
    const { html } = hardenHtml(
      page('<script src="/x.js"></script>', '<!-- <script>alert(1)</script> --><script data-src="y" >late()</script>'),
    );
    expect(scriptSources(html)).toEqual(["'self'", sha256(PAGE_DATA), sha256(BOOT), sha256('late()')]);
    expect(policyOf(html)).toContain("default-src 'self'");
    expect(policyOf(html)).toContain("style-src 'self' 'unsafe-inline'");
  });

  it("adds no unsafe-inline, and leaves the rest of the page, the layout's <meta> included, as it was", () => {
    // React hydrates the layout's <meta> by its content: changed, it would be inserted a second time.
    const { html } = hardenHtml(page());
    expect(policyOf(html)).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(page());
  });

  it('puts the policy right after the charset, before any preload, stylesheet or script', () => {
    const { html } = hardenHtml(page());
    expect(html.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(
      true,
    );
    expect(html.match(/Content-Security-Policy/g)).toHaveLength(1);
    // The charset stays where the browser looks for it, however many scripts the policy lists.
    const many = page('', Array.from({ length: 50 }, (_, i) => `<script>push(${i})</script>`).join(''));
    expect(hardenHtml(many).html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(100);
  });

  it('puts the policy first in a <head> that does not start with a charset', () => {
    const html =
      '<html><head data-x="a>b"><link rel="stylesheet" href="/a.css"/><meta name="content-security-policy-base" content="script-src \'self\'"></head><body><script>go()</script></body></html>';
    expect(hardenHtml(html).html).toBe(
      `<html><head data-x="a>b"><meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha256('go()')}"/><link rel="stylesheet" href="/a.css"/><meta name="content-security-policy-base" content="script-src 'self'"></head><body><script>go()</script></body></html>`,
    );
  });

  it('changes nothing when run again on its own output', () => {
    const once = hardenHtml(page()).html;
    expect(hardenHtml(once).html).toBe(once);
  });

  it('writes the policy anew on a second run, so hashes of scripts no longer there do not linger', () => {
    const once = hardenHtml(page('', '<script>gone()</script>')).html;
    const again = hardenHtml(once.replace('<script>gone()</script>', '')).html;
    expect(again).toBe(hardenHtml(page()).html);
    expect(again.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it("refuses a page without the layout's policy, with two of them, or without <head>", () => {
    expect(() => hardenHtml('<html><head><title>x</title></head><body><script>a()</script></body></html>')).toThrow(
      new HardenError(
        'no <meta name="content-security-policy-base"> with the policy (was the page built with the root layout, in production mode?)',
      ),
    );
    expect(() => hardenHtml(page(`<meta name="content-security-policy-base" content="${POLICY}"/>`))).toThrow(
      /2 <meta name="content-security-policy-base"> elements/,
    );
    expect(() => hardenHtml(`<html><meta name="content-security-policy-base" content="${POLICY}"><body></body></html>`)).toThrow(
      /no <head>/,
    );
  });

  it('refuses a page that carries a policy <meta> of its own, which the layout did not write', () => {
    expect(() => hardenHtml(page('<meta http-equiv="Content-Security-Policy" content="script-src *"/>'))).toThrow(
      /the layout did not write/,
    );
  });

  it('refuses a policy without script-src, which no hash could be added to', () => {
    expect(() => hardenHtml('<html><head><meta name="content-security-policy-base" content="default-src \'self\'"></head></html>')).toThrow(
      /no script-src/,
    );
  });
});

describe('scriptHash', () => {
  it('hashes the UTF-8 bytes of the text, with line breaks as the HTML parser hands them on', () => {
    expect(scriptHash('é = "ü"')).toBe(sha256('é = "ü"'));
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha256('a()\nb()\nc()'));
  });
});

describe('inlineScripts', () => {
  it('reads the raw text between the tags: no entity is decoded in a script', () => {
    expect(inlineScripts('<script type="module">if (a &amp;&amp; b < c) go()</script><SCRIPT>x()</SCRIPT >')).toEqual([
      'if (a &amp;&amp; b < c) go()',
      'x()',
    ]);
  });

  it('refuses a script whose end the browser would find elsewhere', () => {
    expect(() => inlineScripts('<script><!--<script>a()</script>b()--></script>')).toThrow(HardenError);
  });
});

describe('addScriptHashes', () => {
  it('keeps the sources already listed and lists each hash once', () => {
    expect(
      addScriptHashes("default-src 'self'; script-src 'self' 'sha256-a'; img-src 'self'", ["'sha256-a'", "'sha256-b'", "'sha256-b'"]),
    ).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'");
  });
});

describe('scriptFiles', () => {
  it('lists the src of each script loaded from a file, in order, and none inside a comment', () => {
    const html =
      '<head><script src="/a.js" async=""></script><!-- <script src="/old.js"></script> --></head>' +
      '<body><script>inline()</script><script async src=\'/b.js?x=1&amp;y=2\'></script><div data-src="/c.js"></div></body>';
    expect(scriptFiles(html)).toEqual(['/a.js', '/b.js?x=1&y=2']);
  });
});
