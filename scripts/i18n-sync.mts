/**
 * Regenerates the i18n JSON files: runs `docusaurus write-translations` per locale (which
 * keeps existing messages and adds new keys), then fills what the theme cannot know:
 * category labels and tag labels from the inventory, our own UI strings, and theme strings
 * the Korean theme pack lacks. Run after adding a category, a tag or a UI string:
 *   npm run i18n:sync
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {SECTIONS} from '../src/sections/registry';
import {contentDirOf, pluginIdOf} from '../src/sections/derive';
import type {LocaleId} from '../src/sections/types';
import {UI_STRINGS, THEME_FIXES, TAG_LABELS} from './i18n-strings.mts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOCALES: LocaleId[] = ['ko', 'en', 'ja'];

type Messages = Record<string, {message: string; description?: string}>;
const readJson = (f: string): Messages =>
  fs.existsSync(f) ? (JSON.parse(fs.readFileSync(f, 'utf8')) as Messages) : {};
const writeJson = (f: string, data: unknown) => {
  fs.mkdirSync(path.dirname(f), {recursive: true});
  fs.writeFileSync(f, JSON.stringify(data, null, 2) + '\n');
};

/** Category and tag labels of every section, in three languages, from the inventory contract. */
function inventoryLabels(): {
  categories: Map<string, Record<LocaleId, string>>;
  tags: Map<string, Record<LocaleId, string>>;
} {
  const shared = path.resolve(ROOT, '../shared/inventory.json');
  const file = fs.existsSync(shared) ? shared : path.join(ROOT, 'tests/fixtures/inventory.json');
  const inv = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    sections: {
      id: string;
      categories?: {path: string; label: Record<LocaleId, string>}[];
      tag_list?: {key: string; label: Record<LocaleId, string>}[];
    }[];
    tags_support: {key: string; label: Record<LocaleId, string>}[];
  };
  const categories = new Map<string, Record<LocaleId, string>>();
  const tags = new Map<string, Record<LocaleId, string>>(Object.entries(TAG_LABELS));
  for (const s of inv.sections) {
    for (const c of s.categories ?? []) categories.set(`${s.id}:${c.path}`, c.label);
    for (const t of s.tag_list ?? []) tags.set(`${s.id}:${t.key}`, t.label);
  }
  for (const t of inv.tags_support) tags.set(`support:${t.key}`, t.label);
  return {categories, tags};
}

/** ko label of each category folder → the folder path, read from _category_.json files. */
function categoryFolders(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const d of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (d.name !== '_category_.json') continue;
    const folder = path.relative(dir, d.parentPath).split(path.sep).join('/');
    const label = (JSON.parse(fs.readFileSync(path.join(d.parentPath, d.name), 'utf8')) as {label: string}).label;
    out.set(`${label}@@${folder}`, folder);
  }
  return out;
}

function fillDocs(locale: LocaleId, labels: ReturnType<typeof inventoryLabels>): void {
  for (const s of SECTIONS) {
    const plugin =
      pluginIdOf(s) === 'default' ? 'docusaurus-plugin-content-docs' : `docusaurus-plugin-content-docs-${s.id}`;
    const file = path.join(ROOT, 'i18n', locale, plugin, 'current.json');
    const msgs = readJson(file);
    if (msgs['version.label']) msgs['version.label'].message = 'Next';
    const folders = [...categoryFolders(path.join(ROOT, contentDirOf(s))).entries()];
    for (const [key, entry] of Object.entries(msgs)) {
      const m = /^sidebar\.[^.]+\.category\.(.+?)(\.link\.generated-index\.(title|description))?$/.exec(key);
      if (!m) continue;
      const koLabel = m[1];
      const folder = folders.find(([k]) => k.startsWith(`${koLabel}@@`))?.[1];
      const tr = (folder && labels.categories.get(`${s.id}:${folder}`)) || UI_STRINGS[`category.${s.id}.${folder}`];
      if (!tr) throw new Error(`${s.id}: no translation for category "${koLabel}" (${folder ?? 'unknown folder'})`);
      if (m[3] === 'description')
        entry.message =
          locale === 'ko'
            ? entry.message
            : UI_STRINGS['category.description'][locale]
                .replace('{label}', tr[locale])
                .replace('{product}', s.name[locale]);
      else entry.message = tr[locale];
    }
    writeJson(file, msgs);

    if (!s.tags || locale === 'ko') continue;
    const koTags = yaml.load(fs.readFileSync(path.join(ROOT, contentDirOf(s), 'tags.yml'), 'utf8')) as Record<
      string,
      {label: string; permalink: string; description: string}
    >;
    const localized = Object.fromEntries(
      Object.entries(koTags).map(([key, t]) => {
        const tr = labels.tags.get(`${s.id}:${key}`) ?? labels.tags.get(key);
        if (!tr) throw new Error(`${s.id}: no translation for tag "${key}"`);
        const description = UI_STRINGS['tag.description'][locale]
          .replace('{label}', tr[locale])
          .replace('{product}', s.name[locale]);
        return [key, {label: tr[locale], permalink: t.permalink, description}];
      }),
    );
    const tagsFile = path.join(ROOT, 'i18n', locale, plugin, 'current', 'tags.yml');
    fs.mkdirSync(path.dirname(tagsFile), {recursive: true});
    fs.writeFileSync(
      tagsFile,
      `# Generated by npm run i18n:sync from ${contentDirOf(s)}/tags.yml\n` + yaml.dump(localized, {lineWidth: 200}),
    );
  }
}

function fillCode(locale: LocaleId): void {
  const file = path.join(ROOT, 'i18n', locale, 'code.json');
  const msgs = readJson(file);
  for (const [id, tr] of Object.entries({...THEME_FIXES, ...UI_STRINGS})) {
    if (!(id in msgs) || id.startsWith('category.') || id.startsWith('tag.')) continue;
    msgs[id].message = tr[locale];
  }
  writeJson(file, msgs);
}

const labels = inventoryLabels();
for (const locale of LOCALES) {
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: locale, DOCS_SECTIONS: ''},
  });
  fillDocs(locale, labels);
  fillCode(locale);
  console.log(`i18n/${locale}: synced`);
}
