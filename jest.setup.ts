import path from 'node:path';
import '@testing-library/jest-dom';

/*
 * Content and its pictures go together: content/ with public/, the fixture content (e2e/content, the
 * tests' own fixture folders) with the fixture pictures (e2e/public, e2e/public/README.txt). A test
 * that points the loaders at other content (CONTENT_DIR) and lets them look for its pictures in
 * public/ passes only while our pictures happen to bear the fixture's names, and fails for a chapter
 * that renames them (`bash scripts/reskin-check.sh`). So here, reading PUBLIC_DIR while CONTENT_DIR
 * names another folder and PUBLIC_DIR is unset stops the test, saying what to write: every run checks
 * what a re-skin would find, at no cost.
 */
const realContent = path.resolve('content');
process.env = new Proxy(process.env, {
  get(env, name) {
    if (name === 'PUBLIC_DIR' && env.PUBLIC_DIR === undefined && env.CONTENT_DIR && path.resolve(env.CONTENT_DIR) !== realContent) {
      throw new Error(
        `CONTENT_DIR is ${env.CONTENT_DIR} but PUBLIC_DIR is not set, so its pictures would be looked for in public/, ` +
          "among today's pictures of ours: set PUBLIC_DIR to the pictures that go with it (e2e/public for fixture content, public for a copy of content/)",
      );
    }
    return Reflect.get(env, name);
  },
});
