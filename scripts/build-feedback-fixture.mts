/**
 * Builds the site the page-feedback browser test needs beside the main build: one section, in
 * Korean, with FEEDBACK_ENDPOINT pointing at the test's receiver on 127.0.0.1, and the security
 * headers that let it connect there (the shipped ones allow only the site's own origin).
 *   tsx scripts/build-feedback-fixture.mts      (npm run test:e2e runs it first)
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {inlineScriptHashes, nginxConf, securityHeaders} from './security-headers.mts';
import {FEEDBACK_BUILD, FEEDBACK_ENDPOINT, FEEDBACK_HEADERS, FEEDBACK_SECTION} from '../tests/e2e/feedbackFixture.ts';

execFileSync('npx', ['docusaurus', 'build', '--locale', 'ko', '--out-dir', FEEDBACK_BUILD], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {...process.env, DOCS_SECTIONS: FEEDBACK_SECTION, FEEDBACK_ENDPOINT},
});
fs.writeFileSync(
  FEEDBACK_HEADERS,
  nginxConf(securityHeaders(inlineScriptHashes(FEEDBACK_BUILD), new URL(FEEDBACK_ENDPOINT).origin)),
);
console.log(`feedback fixture: ${FEEDBACK_BUILD} (POSTs to ${FEEDBACK_ENDPOINT})`);
