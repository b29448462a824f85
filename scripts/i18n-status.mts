/**
 * Translation status per locale and section: translated / total pages, and translations whose
 * Korean source changed after them (by git history; uncommitted edits count as changed now).
 *
 *   npm run i18n:status                      # every translated locale, report only
 *   npm run i18n:status -- --locale en --min 100   # exit 1 when en is under 100 %
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {TRANSLATED_LOCALES, UNTRANSLATED_FIXTURES} from '../src/config/locales';
import {SECTIONS} from '../src/sections/registry';
import {contentDirOf, translationDirOf} from '../src/sections/derive';
import type {LocaleId} from '../src/sections/types';
import {markdownFiles} from './lint-content.mts';

export interface SectionStatus {
  section: string;
  total: number;
  translated: number;
  missing: string[];
  stale: string[];
}

/** Last change time (seconds) of every tracked file: one git log pass, then uncommitted edits. */
function lastChanged(root: string): Map<string, number> {
  const times = new Map<string, number>();
  const run = (args: string[]) => execFileSync('git', args, {cwd: root, encoding: 'utf8', maxBuffer: 256 << 20});
  let t = 0;
  try {
    for (const line of run(['-c', 'core.quotePath=false', 'log', '--format=@%ct', '--name-only']).split('\n')) {
      if (line.startsWith('@')) t = Number(line.slice(1));
      else if (line && !times.has(line)) times.set(line, t);
    }
    const now = Math.floor(Date.now() / 1000);
    for (const line of run(['-c', 'core.quotePath=false', 'status', '--porcelain', '--untracked-files=all']).split(
      '\n',
    ))
      if (line.length > 3) times.set(line.slice(3).replace(/^"|"$/g, ''), now);
  } catch {
    // Not a git checkout: nothing can be stale.
  }
  return times;
}

export function translationStatus(root: string, locale: LocaleId): SectionStatus[] {
  const changed = lastChanged(root);
  return SECTIONS.map((s) => {
    const srcDir = path.join(root, contentDirOf(s));
    const trDir = path.join(root, translationDirOf(s, locale));
    // Drafts never get a route; fixtures stay untranslated on purpose.
    const pages = markdownFiles(srcDir)
      .filter((f) => !/^draft:\s*true\s*$/m.test(fs.readFileSync(f, 'utf8').split(/^---$/m)[1] ?? ''))
      .map((f) => path.relative(srcDir, f))
      .filter((rel) => !UNTRANSLATED_FIXTURES.includes(path.posix.join(contentDirOf(s), rel)));
    const missing: string[] = [];
    const stale: string[] = [];
    for (const rel of pages) {
      const tr = path.join(trDir, rel);
      if (!fs.existsSync(tr)) {
        missing.push(`${contentDirOf(s)}/${rel}`);
        continue;
      }
      const srcTime = changed.get(path.posix.join(contentDirOf(s), rel)) ?? 0;
      const trTime = changed.get(path.relative(root, tr).split(path.sep).join('/')) ?? 0;
      if (srcTime > trTime) stale.push(`${contentDirOf(s)}/${rel}`);
    }
    return {section: s.id, total: pages.length, translated: pages.length - missing.length, missing, stale};
  });
}

const pct = (n: number, d: number) => (d ? (100 * n) / d : 100);

function main(): void {
  const {values} = parseArgs({
    options: {locale: {type: 'string'}, min: {type: 'string'}, list: {type: 'boolean', default: false}},
  });
  const locales = values.locale
    ? (values.locale.split(',') as LocaleId[]).filter((l) => TRANSLATED_LOCALES.includes(l))
    : TRANSLATED_LOCALES;
  const min = values.min === undefined ? null : Number(values.min);
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
      for (const f of stale) console.log(`  stale:   ${f}`);
    }
    if (min !== null && pct(done, total) < min) {
      console.log(`${locale}: below the ${min} % threshold`);
      failed = true;
    }
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1]?.endsWith('i18n-status.mts')) main();
