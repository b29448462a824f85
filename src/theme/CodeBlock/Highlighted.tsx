/**
 * The theme's code block with Prism and the site's languages (themeConfig.prism), registered
 * here rather than at start-up: ./prismAtStart.ts stands in for the theme's client module.
 */
import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default function Highlighted(props: Props): ReactNode {
  return <CodeBlock {...props} />;
}
