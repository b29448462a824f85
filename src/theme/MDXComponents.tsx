// Wraps the theme's MDX components so every page can render facts from src/facts without imports.
import MDXComponents from '@theme-original/MDXComponents';
import * as Facts from '@site/src/components/Facts';

export default {...MDXComponents, ...Facts};
