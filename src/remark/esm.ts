import type {Program} from 'estree';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/** `import local from "source";` as an MDX ESM node, with the estree MDX compiles from. */
export function defaultImport(local: string, source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${local} from ${JSON.stringify(source)};`, data: {estree: program}};
}
