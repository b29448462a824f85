/**
 * Scaffolds a documentation section: registry entry, docs-<id>/ with a landing page and a
 * first category and the en/ja i18n files (the sidebar is generated from its folders), so it builds and passes the
 * tests at once. Writers then replace the starter text.
 *
 *   npm run new:section -- <id> --name-ko 이름 [--name-en Name] [--name-ja 名前]
 *     [--summary-ko "한 문장 소개"] [--family zero-trust] [--tags]
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {FAMILIES, SECTIONS} from '../src/sections/registry';
import {DEFAULT_SECTION_ID, i18nDirOf} from '../src/sections/derive';
import prettier from 'prettier';
import ts from 'typescript';
import {TRANSLATED_LOCALES} from '../src/config/locales';
import type {FamilyId} from '../src/sections/types';
import {landingPage, gettingStartedPage, categoryJson, i18nDocs, GUIDE_LABEL} from './templates.mts';

export interface NewSection {
  id: string;
  name: {ko: string; en: string; ja: string};
  summary: {ko: string; en: string; ja: string};
  family: FamilyId;
  tags: boolean;
}

export function parseNewSection(argv: string[]): NewSection {
  const {values, positionals} = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'name-ko': {type: 'string'},
      'name-en': {type: 'string'},
      'name-ja': {type: 'string'},
      'summary-ko': {type: 'string'},
      'summary-en': {type: 'string'},
      'summary-ja': {type: 'string'},
      family: {type: 'string', default: 'other'},
      tags: {type: 'boolean', default: false},
    },
  });
  const id = positionals[0];
  if (!id || !/^[a-z][a-z0-9-]*$/.test(id))
    throw new Error('usage: new:section -- <id> (lowercase letters, digits, -)');
  if (SECTIONS.some((s) => s.id === id)) throw new Error(`section "${id}" already exists`);
  if (!(values.family! in FAMILIES))
    throw new Error(`unknown family "${values.family}": ${Object.keys(FAMILIES).join(', ')}`);
  const en = values['name-en'] ?? values['name-ko'] ?? id;
  const name = {ko: values['name-ko'] ?? en, en, ja: values['name-ja'] ?? en};
  return {
    id,
    name,
    summary: {
      ko: values['summary-ko'] ?? `${name.ko} 제품의 설치, 설정, 운영 방법을 안내합니다.`,
      en: values['summary-en'] ?? `How to install, configure and operate ${name.en}.`,
      ja: values['summary-ja'] ?? `${name.ja}の導入、設定、運用方法を案内します。`,
    },
    family: values.family as FamilyId,
    tags: values.tags!,
  };
}

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Inserts the entry before the default `docs` section so /docs stays last. The SECTIONS array is
 * found through the TypeScript syntax tree, so the registry's formatting does not matter.
 */
export function addRegistryEntry(source: string, s: NewSection): string {
  const entry = `{
    id: ${q(s.id)},
    name: {ko: ${q(s.name.ko)}, en: ${q(s.name.en)}, ja: ${q(s.name.ja)}},
    summary: {ko: ${q(s.summary.ko)}, en: ${q(s.summary.en)}, ja: ${q(s.summary.ja)}},
    family: ${q(s.family)},
  },
  `;
  const file = ts.createSourceFile('registry.ts', source, ts.ScriptTarget.Latest, true);
  let docs: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file) === 'SECTIONS' &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    )
      docs = node.initializer.elements.find(
        (e) =>
          ts.isObjectLiteralExpression(e) &&
          e.properties.some(
            (p) =>
              ts.isPropertyAssignment(p) &&
              p.name.getText(file) === 'id' &&
              ts.isStringLiteral(p.initializer) &&
              p.initializer.text === DEFAULT_SECTION_ID,
          ),
      );
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!docs) throw new Error(`registry: could not find the ${DEFAULT_SECTION_ID} entry of SECTIONS to insert before`);
  const at = docs.getStart(file);
  return source.slice(0, at) + entry + source.slice(at);
}

export async function createSection(root: string, s: NewSection): Promise<string[]> {
  const written: string[] = [];
  const write = (rel: string, text: string) => {
    const file = path.join(root, rel);
    if (fs.existsSync(file)) throw new Error(`${rel} already exists`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
    written.push(rel);
  };
  const registry = path.join(root, 'src/sections/registry.ts');
  const updated = addRegistryEntry(fs.readFileSync(registry, 'utf8'), s);
  fs.writeFileSync(
    registry,
    await prettier.format(updated, {...(await prettier.resolveConfig(registry)), filepath: registry}),
  );
  const dir = `docs-${s.id}`;
  write(`${dir}/index.md`, landingPage(s));
  write(`${dir}/guide/_category_.json`, categoryJson(s));
  write(`${dir}/guide/getting-started.md`, gettingStartedPage(s));
  if (s.tags)
    write(
      `${dir}/tags.yml`,
      `guide:\n  label: 가이드\n  permalink: /guide\n  description: ${s.name.ko}의 가이드 문서입니다.\n`,
    );
  for (const locale of TRANSLATED_LOCALES) {
    const base = `i18n/${locale}/${i18nDirOf(s)}`;
    write(`${base}/current.json`, JSON.stringify(i18nDocs(s, locale), null, 2) + '\n');
    if (s.tags) {
      const label = GUIDE_LABEL[locale];
      write(
        `${base}/current/tags.yml`,
        `guide:\n  label: ${label}\n  permalink: /guide\n  description: ${s.name[locale]} ${label}\n`,
      );
    }
  }
  written.push('src/sections/registry.ts');
  return written;
}

if (process.argv[1]?.endsWith('new-section.mts')) {
  try {
    const s = parseNewSection(process.argv.slice(2));
    const files = await createSection(process.cwd(), s);
    console.log(`Created section "${s.id}":\n${files.map((f) => `  ${f}`).join('\n')}`);
    console.log(`Next: DOCS_SECTIONS=${s.id} npm start, then replace the starter text in docs-${s.id}/.`);
  } catch (e) {
    console.error((e as Error).message);
    process.exitCode = 1;
  }
}
