import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';
import {TRANSLATED_LOCALES} from '../../src/config/locales.ts';
import {ROOT} from '../lib/inventory.mts';

/** Ids of our own UI strings: <Translate id="…"> and translate({id: '…'}) in src/. */
function ownIds(): Set<string> {
  const ids = new Set<string>();
  for (const f of fs.readdirSync(path.join(ROOT, 'src'), {recursive: true}).map(String)) {
    if (!/\.tsx?$/.test(f)) continue;
    const text = fs.readFileSync(path.join(ROOT, 'src', f), 'utf8');
    for (const m of text.matchAll(/<Translate[^>]*\bid="([^"]+)"|translate\(\s*\{\s*id:\s*'([^']+)'/g))
      ids.add(m[1] ?? m[2]);
  }
  return ids;
}

describe('UI strings', () => {
  it('finds our own UI strings', () => assert.ok(ownIds().has('untranslated.notice')));
  for (const locale of TRANSLATED_LOCALES)
    it(`${locale}: every string of ours is translated in code.json (npm run i18n:sync)`, () => {
      const code = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', locale, 'code.json'), 'utf8')) as Record<
        string,
        {message: string}
      >;
      const missing = [...ownIds()].filter((id) => !code[id]?.message);
      assert.deepEqual(missing, [], `${locale}: missing translations`);
    });
});

describe('UI strings have one home (scripts/i18n-strings.mts)', () => {
  /** Every translate() and <Translate> of src/ with its default message, as Docusaurus extracts them. */
  async function extracted(): Promise<Record<string, string>> {
    const require = createRequire(path.join(ROOT, 'package.json'));
    const {extractAllSourceCodeFileTranslations, getBabelOptions} = require('@docusaurus/babel') as {
      extractAllSourceCodeFileTranslations: (
        files: string[],
        options: unknown,
      ) => Promise<{translations: Record<string, {message: string}>}[]>;
      getBabelOptions: (o: {isServer: boolean}) => unknown;
    };
    const files = fs
      .readdirSync(path.join(ROOT, 'src'), {recursive: true})
      .map(String)
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => path.join(ROOT, 'src', f));
    const out: Record<string, string> = {};
    for (const r of await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true})))
      for (const [id, {message}] of Object.entries(r.translations)) out[id] = message;
    return out;
  }
  const code = (locale: string) =>
    JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', locale, 'code.json'), 'utf8')) as Record<
      string,
      {message: string}
    >;

  it('every string of ours is in UI_STRINGS, its default in the code is the Korean there, and ko/code.json does not repeat it', async () => {
    const {UI_STRINGS} = await import('../../scripts/i18n-strings.mts');
    const ko = code('ko');
    const own = Object.entries(await extracted()).filter(([id]) => !id.startsWith('theme.'));
    assert.ok(own.length > 30);
    for (const [id, message] of own) {
      assert.ok(UI_STRINGS[id], `${id}: add it to UI_STRINGS`);
      assert.equal(message, UI_STRINGS[id].ko, `${id}: the code's default is not UI_STRINGS' Korean`);
      assert.equal(ko[id], undefined, `${id}: i18n/ko/code.json repeats the default (npm run i18n:sync)`);
    }
  });

  for (const locale of TRANSLATED_LOCALES)
    it(`${locale}: code.json says what UI_STRINGS says (npm run i18n:sync)`, async () => {
      const {UI_STRINGS} = await import('../../scripts/i18n-strings.mts');
      const messages = code(locale);
      for (const id of Object.keys(await extracted()))
        if (UI_STRINGS[id]) assert.equal(messages[id]?.message, UI_STRINGS[id][locale], `${locale}: ${id}`);
    });
});

describe('term list', () => {
  it('gives each Korean term one English and one Japanese term', async () => {
    const {default: yaml} = await import('js-yaml');
    const terms = yaml.load(fs.readFileSync(path.join(ROOT, 'i18n/terms.yml'), 'utf8')) as {
      ko: string;
      en: string;
      ja: string;
    }[];
    assert.ok(terms.length > 100);
    for (const t of terms) assert.ok(t.ko && t.en && t.ja, JSON.stringify(t));
    const ko = terms.map((t) => t.ko);
    assert.deepEqual(
      ko.filter((k, i) => ko.indexOf(k) !== i),
      [],
      'a Korean term listed twice',
    );
  });
});

describe('words kept with the components that load them', () => {
  it('give every language the same keys, and no Korean in English or Japanese', async () => {
    const {FORM_TEXT} = await import('../../src/components/PageFeedback/text.ts');
    const {MENU_TEXT} = await import('../../src/components/PageActions/text.ts');
    for (const table of [FORM_TEXT, MENU_TEXT] as Record<string, Record<string, string>>[]) {
      const keys = Object.keys(table.ko).sort();
      for (const locale of TRANSLATED_LOCALES) {
        assert.deepEqual(Object.keys(table[locale]).sort(), keys, locale);
        for (const v of Object.values(table[locale])) assert.doesNotMatch(v, /[가-힣]/, `${locale}: ${v}`);
      }
    }
  });
});
