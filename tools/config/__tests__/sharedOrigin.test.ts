/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedOriginWarning, warnAboutSharedOrigin } from '@/tools/config/sharedOrigin.mjs';

afterEach(() => jest.restoreAllMocks());

describe('the shared-origin warning of a build under a base path', () => {
  it('is not given for a site at the root of its origin', () => {
    expect(sharedOriginWarning('')).toBeNull();
    expect(sharedOriginWarning(undefined)).toBeNull();
  });

  it('says which origin is shared, what it exposes and what to do, naming the owner when CI does', () => {
    const text = sharedOriginWarning('/neurotech-site', 'UT-Neurotech')!.join(' ');
    expect(text).toContain('NEXT_PUBLIC_BASE_PATH is "/neurotech-site"');
    expect(text).toContain("origin, https://ut-neurotech.github.io, with the owner's other project sites");
    expect(text).toContain(
      "the members' content key kept by 'Keep me signed in on this device' included, and the session's in the same tab",
    );
    expect(text).toContain(
      'until MEMBER_ACCESS_CODE or MEMBER_KEY_SALT changes: Logout, the 30-day expiry and a new deploy do not stop it',
    );
    expect(text).toContain('give this site its own custom domain: set url in content/site.yaml to it');
    expect(sharedOriginWarning('/neurotech-site')!.join(' ')).toContain('https://<owner>.github.io');
  });

  it('is printed once per build, framed like the access-code warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const env: Record<string, string | undefined> = { GITHUB_REPOSITORY_OWNER: 'ut-neurotech' };
    warnAboutSharedOrigin('', env);
    expect(warn).not.toHaveBeenCalled();
    warnAboutSharedOrigin('/neurotech-site', env);
    warnAboutSharedOrigin('/neurotech-site', env);
    expect(warn).toHaveBeenCalledTimes(1);
    const lines = String(warn.mock.calls[0][0]).split('\n');
    expect(lines[1]).toBe('!'.repeat(78));
    expect(lines.slice(2, -2).every((l) => l.startsWith('!!  '))).toBe(true);
  });

  it("is repeated in GitHub Actions' job summary, once", () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const summary = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'step-summary.md');
    fs.writeFileSync(summary, '');
    const env: Record<string, string | undefined> = { GITHUB_REPOSITORY_OWNER: 'ut-neurotech', GITHUB_STEP_SUMMARY: summary };
    warnAboutSharedOrigin('/neurotech-site', env);
    warnAboutSharedOrigin('/neurotech-site', env);
    const text = fs.readFileSync(summary, 'utf8');
    expect(text.startsWith('## ⚠ This site shares its origin\n\n')).toBe(true);
    expect(text.split('\n').slice(2, -1)).toEqual(sharedOriginWarning('/neurotech-site', 'ut-neurotech'));
    warnAboutSharedOrigin('', { GITHUB_STEP_SUMMARY: summary });
    expect(fs.readFileSync(summary, 'utf8')).toBe(text);
  });
});
