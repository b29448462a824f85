import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {HtmlValidate} from 'html-validate';
import {BUILD, requireBuild} from '../lib/build.mts';

/**
 * html-validate's recommended rules, less these, each for its reason. Everything else must pass on
 * every built page.
 */
const EXCEPTIONS: Record<string, string> = {
  'no-implicit-close': 'the minifier drops optional end tags (</p>, </li>)',
  'void-style': 'the minifier writes void elements as <br> and React as <br/>; both are valid HTML',
  'prefer-native-element':
    'the classic theme marks up the announcement bar, navbar toggles and dropdown links with ARIA roles',
  'presentation-role-style': 'the classic theme uses role="presentation" on the sidebar backdrop',
  'aria-label-misuse': 'the classic theme labels its external-link and social icons (svg) with aria-label',
  'no-implicit-input-type': 'the search plugin renders its text input without type="text" (the default)',
  'unique-landmark': 'the theme renders two unnamed navigation landmarks (navbar and announcement bar)',
  'no-inline-style': 'Prism colours code tokens and mermaid sizes diagrams with style attributes (allowed by the CSP)',
  'element-permitted-content': 'Prism renders each code line as a <div> inside <code>',
};

/** Rules kept on, set to what valid minified HTML allows instead of being turned off. */
const RELAXED: Record<string, {options: Record<string, unknown>; why: string}> = {
  'attr-quotes': {options: {style: 'auto', unquoted: true}, why: 'the minifier drops optional attribute quotes'},
  'doctype-style': {options: {style: 'lowercase'}, why: 'the minifier writes <!doctype html> in lower case'},
  'no-raw-characters': {options: {relaxed: true}, why: 'the minifier leaves an unambiguous "&" unescaped'},
  'valid-id': {options: {relaxed: true}, why: "the theme's ids __docusaurus… start with _, which HTML allows"},
  'long-title': {options: {maxlength: 90}, why: 'a few English titles fixed by the inventory exceed 70 characters'},
};

describe('built HTML', () => {
  before(requireBuild);
  it('passes html-validate (recommended rules, documented exceptions) on every page', async () => {
    const hv = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        ...Object.fromEntries(Object.keys(EXCEPTIONS).map((r) => [r, 'off'])),
        ...Object.fromEntries(Object.entries(RELAXED).map(([r, {options}]) => [r, ['error', options]])),
      },
    });
    const files = fs
      .readdirSync(BUILD, {recursive: true})
      .map(String)
      .filter((f) => f.endsWith('.html'));
    assert.ok(files.length > 900, `only ${files.length} pages`);
    const problems: string[] = [];
    for (const f of files) {
      const report = await hv.validateFile(path.join(BUILD, f));
      for (const r of report.results)
        for (const m of r.messages) if (problems.length < 30) problems.push(`${f}:${m.line}: ${m.ruleId} ${m.message}`);
    }
    assert.deepEqual(problems, []);
  });

  it("serves an icon at /favicon.ico, which browsers ask for besides the page's own icon link", () => {
    const ico = fs.readFileSync(path.join(BUILD, 'favicon.ico'));
    assert.deepEqual([...ico.subarray(0, 4)], [0, 0, 1, 0], 'an ICO header');
    assert.ok(ico.readUInt16LE(4) >= 1, 'at least one image');
  });
});
