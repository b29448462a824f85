/**
 * In a production build, replaces each mermaid code block with <Diagram>, drawn ahead for both
 * colour modes (src/diagrams/draw.ts) and named after the heading it sits under. The drawing is
 * imported from its own file: the server render gets its markup, the browser only its address
 * (src/plugins/diagrams.ts), so the page's script does not carry the SVG the HTML already has.
 * `npm start` leaves the blocks to the live renderer of @docusaurus/theme-mermaid.
 */
import type {Program} from 'estree';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {LIVE_DIAGRAMS} from '../config/diagrams';
import {drawDiagram} from '../diagrams/draw';
import type {LocaleId} from '../sections/types';
import {defaultImport} from './esm';

const NAME = 'Diagram';
const SOURCE = '@site/src/components/Diagram';

const text = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

/** `name={local}` */
function identifier(name: string, local: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: {type: 'Identifier', name: local}}],
  };
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: local, data: {estree}}};
}

export function remarkDiagrams({locale}: {locale: LocaleId}) {
  if (LIVE_DIAGRAMS) return () => undefined;
  return async (tree: Root): Promise<void> => {
    const found: {node: Code; parent: Parent; label: string}[] = [];
    let heading = '';
    visit(tree, (node, _index, parent) => {
      if (node.type === 'heading') heading = toString(node).trim();
      if (node.type === 'code' && node.lang === 'mermaid' && parent) found.push({node, parent, label: heading});
    });
    if (!found.length) return;
    const drawn = await Promise.all(found.map((f) => drawDiagram(process.cwd(), locale, f.node.value)));
    const imports = found.map(({node, parent, label}, i) => {
      const local = `diagram${i}`;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: NAME,
        attributes: [
          identifier('svg', local),
          text('width', String(Math.ceil(drawn[i].width))),
          text('height', String(Math.ceil(drawn[i].height))),
          text('label', label),
        ],
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node), 1, element as RootContent);
      return defaultImport(local, drawn[i].file) as RootContent;
    });
    tree.children.unshift(defaultImport(NAME, SOURCE) as RootContent, ...imports);
  };
}

export default remarkDiagrams;
