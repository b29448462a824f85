/**
 * In a production build, replaces each mermaid code block with <Diagram>, the SVG drawn ahead
 * for both colour modes (src/diagrams/draw.ts), named after the heading it sits under. The page
 * imports the component only where it has a diagram. `npm start` leaves the blocks to the live
 * renderer of @docusaurus/theme-mermaid.
 */
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import {LIVE_DIAGRAMS} from '../config/diagrams';
import {drawDiagram} from '../diagrams/draw';
import type {LocaleId} from '../sections/types';
import {defaultImport} from './esm';

const NAME = 'Diagram';
const SOURCE = '@site/src/components/Diagram';

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
    found.forEach(({node, parent, label}, i) => {
      const {light, dark, width} = drawn[i];
      const attributes = {light, dark, width: String(Math.ceil(width)), label};
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: NAME,
        attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
        children: [],
      };
      parent.children.splice(parent.children.indexOf(node), 1, element as RootContent);
    });
    tree.children.unshift(defaultImport(NAME, SOURCE) as RootContent);
  };
}

export default remarkDiagrams;
