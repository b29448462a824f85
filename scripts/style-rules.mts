/**
 * Style rules for the English and Japanese editions that a script can check: the term list's
 * variants to avoid (i18n/terms.yml `avoid`), and the parts of the Microsoft Writing Style Guide
 * and the JTF Japanese style guide that are mechanical. Each rule is one row: what it matches in a
 * line of prose and what to write instead. The rest of both guides is in WRITING.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {SECTIONS} from '../src/sections/registry';

export interface StyleRule {
  readonly id: string;
  readonly locale: 'en' | 'ja';
  readonly pattern: RegExp;
  readonly message: string;
}

const JA = '[\\u3040-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff]';

export const STYLE_RULES: readonly StyleRule[] = [
  {
    id: 'ja-half-width-parenthesis',
    locale: 'ja',
    pattern: new RegExp(`${JA}\\(|\\)${JA}|\\([^()]*${JA}[^()]*\\)`),
    message: 'half-width parentheses in Japanese text (hint: （ ）, JTF 4.3.1)',
  },
  {
    id: 'ja-half-width-colon',
    locale: 'ja',
    pattern: new RegExp(`${JA}[*」]*:(?!\\d)`),
    message: 'half-width colon after Japanese text (hint: ：)',
  },
  {
    id: 'ja-range-mark',
    locale: 'ja',
    pattern: /〜|(?<=[\d\u3040-\u30ff\u4e00-\u9fff])\s*–\s*(?=[\d\u3040-\u30ff\u4e00-\u9fff])/,
    message: 'range mark other than ～ (hint: 1～3日, 9:00～18:00)',
  },
  {
    id: 'ja-space-between-scripts',
    locale: 'ja',
    pattern: new RegExp(`${JA} +[A-Za-z0-9]|[A-Za-z0-9%] +${JA}`),
    message: 'space between Japanese and Latin letters or digits (hint: 「ShieldRMの設定」, JTF 3.1.1)',
  },
  {
    id: 'en-follows-link',
    locale: 'en',
    pattern: /\bfollows \[/,
    message: 'cross-reference written "X follows [page]" (hint: "For more information, see [page].")',
  },
];

export interface Avoid {
  readonly locale: 'en' | 'ja';
  readonly use: string;
  readonly variant: string;
  readonly pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The term list's variants, as patterns: a phrase matches as whole words (English, any case). */
export function avoidRules(termsFile = path.resolve(import.meta.dirname, '../i18n/terms.yml')): Avoid[] {
  const terms = yaml.load(fs.readFileSync(termsFile, 'utf8')) as {
    en: string;
    ja: string;
    avoid?: Partial<Record<'en' | 'ja', string[]>>;
  }[];
  return terms.flatMap((t) =>
    (['en', 'ja'] as const).flatMap((locale) =>
      (t.avoid?.[locale] ?? []).map((variant) => {
        const regex = /^\/(.*)\/$/.exec(variant)?.[1];
        const pattern = regex
          ? new RegExp(regex, 'i')
          : locale === 'en'
            ? new RegExp(`(?<![\\w-])${escape(variant)}(?![\\w-])`, 'i')
            : new RegExp(escape(variant));
        return {locale, use: t[locale], variant: regex ? variant.slice(1, -1) : variant, pattern};
      }),
    ),
  );
}

/** Product names as the registry writes them, which may keep a space (モバイル文書セキュリティ 6). */
const NAMES = SECTIONS.flatMap((s) => [s.name.ja, s.name.en]).filter((n) => / /.test(n));

/** A line as a reader reads it: no inline code, link targets, URLs, tags, ids or emphasis marks. */
export function proseOf(line: string): string {
  let out = line
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\((?:[^()]|\([^)]*\))*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\{#[\w-]+\}/g, '')
    .replace(/\*\*|__/g, '');
  for (const n of NAMES) out = out.split(n).join('□');
  return out;
}

export interface StyleProblem {
  readonly line: number;
  readonly message: string;
}

/** Style problems of a translated page's source, line by line (code blocks and markup skipped). */
export function styleProblems(src: string, locale: string, avoid: readonly Avoid[]): StyleProblem[] {
  if (locale !== 'en' && locale !== 'ja') return [];
  const out: StyleProblem[] = [];
  const lines = src.split('\n');
  let fence: string | null = null;
  let front = lines[0] === '---';
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (front) {
      if (i > 0 && raw === '---') front = false;
      else if (!/^(title|description|sidebar_label):/.test(raw)) return;
    }
    const marker = /^\s*(```+|~~~+)/.exec(raw)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? null : marker;
      return;
    }
    if (fence || /^\s*(import|export)\s/.test(raw) || /^\s*:::/.test(raw) || /^\s*\|[\s:|-]+\|\s*$/.test(raw)) return;
    const text = proseOf(front ? raw.replace(/^\w+:\s*/, '') : raw);
    for (const r of STYLE_RULES) if (r.locale === locale && r.pattern.test(text)) out.push({line, message: r.message});
    for (const a of avoid)
      if (a.locale === locale && a.pattern.test(text))
        out.push({line, message: `"${a.variant}" (hint: the term list says ${a.use})`});
  });
  return out;
}
