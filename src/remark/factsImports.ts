/**
 * Pages quote facts through components (src/components/Facts) without importing anything. If
 * the components imported the facts themselves, every product's data (all three languages,
 * 540 KB) would ride on every page. Instead this plugin gives each fact element the data it
 * reads: it imports the one product module the element names and passes it as `facts`, so a
 * page downloads the facts of the products it quotes and nothing else, and the bundler still
 * sees the import (an edited facts file updates its pages in `npm start`).
 */
import type {Program} from 'estree';
import type {Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {PRODUCTS} from '../facts';
import {defaultImport} from './esm';

/** Components that read one product's facts, named by their `product` attribute. */
const ONE_PRODUCT = new Set(['ErrorCodes', 'ErrorMessage', 'Releases', 'LatestVersion', 'Ports', 'Fact']);
/** Reads the life cycle of the products listed in `products` (every product that has one when absent). */
const LIFECYCLE = 'Lifecycle';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const factsModule = (id: string) => `@site/src/facts/products/${id}`;
const localName = (id: string) => `__facts_${id.replace(/[^A-Za-z0-9_]/g, '_')}`;

function attribute(el: JsxElement, name: string): MdxJsxAttribute | undefined {
  return el.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);
}

function fail(file: VFile, el: JsxElement, message: string): never {
  const where = el.position ? `:${el.position.start.line}` : '';
  throw new Error(`${file.path ?? 'MDX'}${where}: <${el.name}> ${message}`);
}

function productsOf(el: JsxElement, file: VFile): string[] {
  if (el.name === LIFECYCLE) {
    const attr = attribute(el, 'products');
    if (!attr) return PRODUCTS.filter((p) => p.lifecycle?.length).map((p) => p.id);
    const source = typeof attr.value === 'string' ? null : attr.value?.value;
    let ids: unknown;
    try {
      ids = source ? JSON.parse(source) : null;
    } catch {
      ids = null;
    }
    if (!Array.isArray(ids) || !ids.every((x) => typeof x === 'string'))
      fail(file, el, 'needs products={["id", ...]} written as a list of strings');
    return ids as string[];
  }
  const product = attribute(el, 'product')?.value;
  if (typeof product !== 'string') fail(file, el, 'needs product="id" written as a plain string');
  return [product];
}

/** `{a}` or `{[a, b]}` as an MDX attribute expression, with the estree MDX compiles from. */
function expressionAttribute(name: string, locals: readonly string[], list: boolean): MdxJsxAttribute {
  const ids = locals.map((n) => ({type: 'Identifier' as const, name: n}));
  const expression = list ? {type: 'ArrayExpression' as const, elements: ids} : ids[0];
  const program: Program = {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression}]};
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: list ? `[${locals.join(', ')}]` : locals[0],
      data: {estree: program},
    },
  };
}

const importNode = (id: string) => defaultImport(localName(id), factsModule(id));

export function factsImports() {
  const known = new Set(PRODUCTS.map((p) => p.id));
  return (tree: Root, file: VFile): void => {
    const used = new Set<string>();
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as JsxElement;
      if (!el.name || (!ONE_PRODUCT.has(el.name) && el.name !== LIFECYCLE)) return;
      const ids = productsOf(el, file);
      for (const id of ids) if (!known.has(id)) fail(file, el, `names unknown product "${id}" (src/facts/products)`);
      ids.forEach((id) => used.add(id));
      el.attributes = el.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== 'facts');
      el.attributes.push(expressionAttribute('facts', ids.map(localName), el.name === LIFECYCLE));
    });
    tree.children.unshift(...([...used].sort().map(importNode) as RootContent[]));
  };
}

export default factsImports;
