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
    id: 'ja-heading-full-stop',
    locale: 'ja',
    pattern: /^#{2,6}\s.*。\s*$/,
    message: 'heading ends with 。 (hint: JTF: no full stop in headings)',
  },
  {
    id: 'ja-number-unit-space',
    locale: 'ja',
    pattern: /\d (?:[KMGT]i?B|[KMG]?bps|ms|GHz|MHz)\b/,
    message: 'space between a number and its unit in Japanese text (hint: 8GB, 100ms)',
  },
  {
    id: 'en-tilde-range',
    locale: 'en',
    pattern: /\d\s*[~～〜]\s*\d/,
    message: 'range written with ~ (hint: an en dash: 0–30 days, 02:00–05:00)',
  },
  {
    id: 'en-number-unit-space',
    locale: 'en',
    pattern: /\d(?:KB|MB|GB|TB|KiB|MiB|GiB|ms|Mbps|Gbps)\b/,
    message: 'number and unit without a space (hint: 10 MB, 50 ms)',
  },
  {
    id: 'en-follows-link',
    locale: 'en',
    pattern: /\bfollows \[/,
    message: 'cross-reference written "X follows [page]" (hint: "For more information, see [page].")',
  },
];

/**
 * Words that keep their capital inside a sentence-case title: product, vendor and protocol names,
 * and UI names the products show. Product names and the term list's capitalized terms are added
 * from their own sources in `titleCaseWords`.
 */
const PROPER_NAMES = [
  'Microsoft',
  'Windows',
  'Office',
  'Word',
  'Excel',
  'PowerPoint',
  'Outlook',
  'Teams',
  'SharePoint',
  'OneDrive',
  'Exchange',
  'Azure',
  'Entra',
  'Active Directory',
  'Acrobat',
  'Adobe',
  'Reader',
  'Hancom',
  'Hangul',
  'Android',
  'Linux',
  'Ubuntu',
  'CentOS',
  'Rocky',
  'Red Hat',
  'Oracle',
  'Java',
  'Tomcat',
  'Apache',
  'Docker',
  'Google',
  'Chrome',
  'Edge',
  'Firefox',
  'Safari',
  'Okta',
  'MariaDB',
  'Tibero',
  'Onnara',
  'Korean',
  'English',
  'Japanese',
  'Protected View',
  'PowerShell',
  'Explorer',
  'Defender',
  'BitLocker',
  'Kerberos',
  'OpenID Connect',
  'Wi-Fi',
  'Bluetooth',
  'My Apps',
  'My Drive',
  'Retry-After',
  'Privacy Keeper',
  'Log Viewer',
  'Service Linker',
  'Cloud Service API',
  'Customer System API',
  'Key Management API',
  'Endpoint',
  'CloudStorage',
];

/** Proper names for the sentence-case rule, longest first so phrases go before their words. */
export function titleCaseWords(terms: readonly {en: string}[]): string[] {
  const names = new Set(PROPER_NAMES);
  for (const s of SECTIONS) names.add(s.name.en);
  for (const t of terms)
    for (const part of t.en.split(/[/(),]/).map((x) => x.trim()))
      if (/^[A-Z][a-z]/.test(part) && !/ [a-z]/.test(part)) names.add(part);
  return [...names].sort((a, b) => b.length - a.length);
}

/**
 * A title or heading in Title Case: two or more capitalized ordinary words after the first
 * (UI labels in bold or quotes, code and proper names aside). Microsoft style is sentence case.
 */
export function titleCased(heading: string, names: readonly string[]): boolean {
  let text = heading
    .replace(/\{#[\w-]+\}/g, ' ')
    .replace(/`[^`]*`|\*\*[^*]*\*\*|"[^"]*"|“[^”]*”/g, ' ')
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ');
  for (const n of names) text = text.split(n).join(' ');
  const words = text.split(/[\s/:–—-]+/).filter(Boolean);
  return words.slice(1).filter((w) => /^[A-Z][a-z]+[.,?!]?$/.test(w)).length >= 2;
}

export interface Avoid {
  readonly locale: 'en' | 'ja';
  readonly use: string;
  readonly variant: string;
  readonly pattern: RegExp;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The term list's variants, as patterns: a phrase matches as whole words (English, any case); a /regex/ as written. */
interface Term {
  en: string;
  ja: string;
  avoid?: Partial<Record<'en' | 'ja', string[]>>;
}

export const loadTerms = (termsFile = path.resolve(import.meta.dirname, '../i18n/terms.yml')): Term[] =>
  yaml.load(fs.readFileSync(termsFile, 'utf8')) as Term[];

export function avoidRules(terms: readonly Term[] = loadTerms()): Avoid[] {
  return terms.flatMap((t) =>
    (['en', 'ja'] as const).flatMap((locale) =>
      (t.avoid?.[locale] ?? []).map((variant) => {
        const regex = /^\/(.*)\/$/.exec(variant)?.[1];
        const pattern = regex
          ? new RegExp(regex)
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
export function styleProblems(
  src: string,
  locale: string,
  avoid: readonly Avoid[],
  names: readonly string[] = [],
): StyleProblem[] {
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
    const heading = front ? /^title:\s*(.*)$/.exec(raw)?.[1] : /^#{2,3}\s+(.*)$/.exec(raw)?.[1];
    if (locale === 'en' && heading && names.length && titleCased(heading.replace(/^['"]|['"]$/g, ''), names))
      out.push({line, message: 'title or heading in Title Case (hint: sentence case: "Set the offline period")'});
    for (const r of STYLE_RULES) if (r.locale === locale && r.pattern.test(text)) out.push({line, message: r.message});
    for (const a of avoid)
      if (a.locale === locale && a.pattern.test(text))
        out.push({line, message: `"${a.variant}" (hint: the term list says ${a.use})`});
  });
  return out;
}
