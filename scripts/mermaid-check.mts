/**
 * Parses mermaid diagrams with the same mermaid version the site renders with, in Node.
 * mermaid's parser only touches DOMPurify's hook registry, which needs a DOM; stubbing
 * those calls lets the real grammar reject a broken diagram before a reader sees it.
 */
type Parser = (text: string) => Promise<unknown>;
let parser: Promise<Parser> | null = null;

async function load(): Promise<Parser> {
  const purify = (await import('dompurify')).default as unknown as Record<string, unknown>;
  for (const fn of ['addHook', 'removeHook', 'removeHooks', 'removeAllHooks']) purify[fn] = () => undefined;
  purify.sanitize = (x: string) => x;
  const mermaid = (await import('mermaid')).default;
  return (text) => mermaid.parse(text);
}

/** Null when the diagram parses, else mermaid's first error line. */
export async function mermaidError(text: string): Promise<string | null> {
  parser ??= load();
  try {
    await (
      await parser
    )(text);
    return null;
  } catch (e) {
    return String((e as Error).message ?? e)
      .split('\n')
      .slice(0, 3)
      .join(' ')
      .replace(/\s+/g, ' ');
  }
}
