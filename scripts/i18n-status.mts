/**
 * Translation status per locale and section: translated / total pages, and translations whose
 * Korean source changed since they were made, by content: each locale records the paragraph
 * prints of the Korean text its translations follow (scripts/source-prints.mts), and a page
 * whose Korean paragraphs differ from the record is stale until its translation is updated
 * and marked.
 *
 *   npm run i18n:status                              # every translated locale, report only
 *   npm run i18n:status -- --list                    # and name each missing or stale page and what changed
 *   npm run i18n:status -- --locale en --min 100 --max-stale 0   # exit 1 under 100 % or with a stale page
 *   npm run i18n:status -- --locale ja --mark docs-shieldrm/faq/drm-faq.md   # translation updated: record its source
 *   npm run i18n:status -- --mark all                # every stale page, in every locale
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {TRANSLATED_LOCALES, UNTRANSLATED_FIXTURES} from '../src/config/locales';
import {SECTIONS} from '../src/sections/registry';
import {contentDirOf, translationDirOf} from '../src/sections/derive';
import type {LocaleId} from '../src/sections/types';
import {markdownFiles} from './lint-content.mts';
import {changedSince, sourcePrints, type Prints} from './source-prints.mts';

export interface SectionStatus {
  section: string;
  total: number;
  translated: number;
  missing: string[];
  /** Translations whose Korean source changed since they were made, with what changed. */
  stale: {page: string; changes: string[]}[];
}

/** Where a locale records the Korean text each translation was made from. */
export const recordFile = (root: string, locale: LocaleId): string =>
  path.join(root, 'i18n', locale, 'translation-sources.json');

export function readRecord(root: string, locale: LocaleId): Record<string, Prints> {
  const f = recordFile(root, locale);
  return fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as Record<string, Prints>) : {};
}

export function translationStatus(root: string, locale: LocaleId): SectionStatus[] {
  const record = readRecord(root, locale);
  return SECTIONS.filter((s) => fs.existsSync(path.join(root, contentDirOf(s)))).map((s) => {
    const srcDir = path.join(root, contentDirOf(s));
    const trDir = path.join(root, translationDirOf(s, locale));
    // Drafts never get a route; fixtures stay untranslated on purpose.
    const pages = markdownFiles(srcDir)
      .filter((f) => !/^draft:\s*true\s*$/m.test(fs.readFileSync(f, 'utf8').split(/^---$/m)[1] ?? ''))
      .map((f) => path.relative(srcDir, f))
      .filter((rel) => !UNTRANSLATED_FIXTURES.includes(path.posix.join(contentDirOf(s), rel)));
    const missing: string[] = [];
    const stale: SectionStatus['stale'] = [];
    for (const rel of pages) {
      const tr = path.join(trDir, rel);
      if (!fs.existsSync(tr)) {
        missing.push(`${contentDirOf(s)}/${rel}`);
        continue;
      }
      const page = path.posix.join(contentDirOf(s), rel.split(path.sep).join('/'));
      const changes = changedSince(record[page], sourcePrints(fs.readFileSync(path.join(srcDir, rel), 'utf8')));
      if (changes.length) stale.push({page, changes});
    }
    return {section: s.id, total: pages.length, translated: pages.length - missing.length, missing, stale};
  });
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);

function main(): void {
  const {values, positionals} = parseArgs({
    options: {
      locale: {type: 'string'},
      min: {type: 'string'},
      'max-stale': {type: 'string'},
      list: {type: 'boolean', default: false},
      mark: {type: 'boolean', default: false},
    },
    allowPositionals: true,
  });
  const locales = values.locale
    ? (values.locale.split(',') as LocaleId[]).filter((l) => TRANSLATED_LOCALES.includes(l))
    : TRANSLATED_LOCALES;
  const min = values.min === undefined ? null : Number(values.min);
  const maxStale = values['max-stale'] === undefined ? null : Number(values['max-stale']);
  if (values.mark) {
    for (const locale of locales) mark(process.cwd(), locale, positionals);
    return;
  }
  let failed = false;
  for (const locale of locales) {
    const rows = translationStatus(process.cwd(), locale);
    const total = rows.reduce((a, r) => a + r.total, 0);
    const done = rows.reduce((a, r) => a + r.translated, 0);
    const stale = rows.flatMap((r) => r.stale);
    console.log(
      `\n${locale}: ${done}/${total} pages translated (${pct(done, total).toFixed(1)} %), ${stale.length} stale`,
    );
    for (const r of rows)
      console.log(
        `  ${r.section.padEnd(14)} ${String(r.translated).padStart(4)}/${String(r.total).padEnd(4)} ${pct(r.translated, r.total).toFixed(0).padStart(3)} %` +
          (r.stale.length ? `  stale ${r.stale.length}` : ''),
      );
    if (values.list) {
      for (const f of rows.flatMap((r) => r.missing)) console.log(`  missing: ${f}`);
      for (const {page, changes} of stale) console.log(`  stale:   ${page} (${changes.join('; ')})`);
    }
    if (maxStale !== null && stale.length > maxStale) {
      console.log(`${locale}: ${stale.length} stale pages (npm run i18n:status -- --list names them)`);
      failed = true;
    }
    if (min !== null && pct(done, total) < min) {
      console.log(`${locale}: below the ${min} % threshold`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}

/**
 * Records the current Korean text of pages as what their translations in `locale` follow. Takes
 * Korean or translated paths, folders, or `all`.
 */
export function mark(root: string, locale: LocaleId, targets: readonly string[]): number {
  const record = readRecord(root, locale);
  const pages = translationStatus(root, locale).flatMap((r) => r.stale.map((x) => x.page));
  const all = targets.includes('all');
  const wanted = (page: string) =>
    all ||
    targets.some((t) => {
      const rel = path.relative(root, path.resolve(root, t)).split(path.sep).join('/');
      const section = SECTIONS.find(
        (s) => rel.startsWith(`${translationDirOf(s, locale)}/`) || rel === translationDirOf(s, locale),
      );
      const korean = section ? rel.replace(translationDirOf(section, locale), contentDirOf(section)) : rel;
      return page === korean || page.startsWith(`${korean}/`);
    });
  let n = 0;
  for (const page of pages.filter(wanted)) {
    record[page] = sourcePrints(fs.readFileSync(path.join(root, page), 'utf8'));
    n++;
  }
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(recordFile(root, locale), JSON.stringify(sorted, null, 2) + '\n');
  console.log(`${locale}: recorded the Korean source of ${n} page(s)`);
  return n;
}

if (process.argv[1]?.endsWith('i18n-status.mts')) main();
