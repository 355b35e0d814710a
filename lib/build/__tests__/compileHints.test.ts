/** @jest-environment node */
import { COMPILE_HINT, exportedScriptFile, withCompileHint } from '@/lib/build/compileHints';

describe('withCompileHint', () => {
  it('puts the hint on the first line, where V8 looks for it, once however often the step runs', () => {
    const once = withCompileHint('(()=>{})();');
    expect(once).toBe('//# allFunctionsCalledOnLoad\n(()=>{})();');
    expect(withCompileHint(once)).toBe(once);
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
  });
});

describe('exportedScriptFile', () => {
  it('finds the build file of a script under any base path, without its query', () => {
    expect(exportedScriptFile('/_next/static/chunks/0ab.js')).toBe('_next/static/chunks/0ab.js');
    expect(exportedScriptFile('/nt-base/_next/static/chunks/0ab.js?dpl=1')).toBe('_next/static/chunks/0ab.js');
    expect(exportedScriptFile('_next/static/chunks/turbopack-1.js')).toBe('_next/static/chunks/turbopack-1.js');
  });

  it("leaves out scripts that are not the build's own files", () => {
    expect(exportedScriptFile('https://cdn.example.org/_next/static/chunks/x.js')).toBeUndefined();
    expect(exportedScriptFile('//cdn.example.org/_next/static/chunks/x.js')).toBeUndefined();
    expect(exportedScriptFile('/scripts/analytics.js')).toBeUndefined();
    expect(exportedScriptFile('/_next/static/chunks/../../../etc/x.js')).toBeUndefined();
    expect(exportedScriptFile('/_next/static/css/site.css')).toBeUndefined();
  });
});
