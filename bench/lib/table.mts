/** Markdown tables and the units the benchmarks print. */

export type Cell = string | number;

/** Prints a markdown table (after an optional `### title`); numbers are printed as they are. */
export function printTable(title: string | null, header: string[], rows: Cell[][]): void {
  const out: string[] = [];
  if (title) out.push(`\n### ${title}\n`);
  else out.push('');
  out.push(`| ${header.join(' | ')} |`);
  // Columns of figures align right, text columns left.
  const numeric = header.map((_, i) => i > 0 && rows.every((r) => /^(\**[-+]?[\d.]|—$)/.test(String(r[i] ?? ''))));
  out.push(`|${numeric.map((n) => (n ? ' ---: |' : ' --- |')).join('')}`);
  for (const r of rows) out.push(`| ${r.map(String).join(' | ')} |`);
  console.log(out.join('\n'));
}

export const kb = (bytes: number): string => (bytes ? `${(bytes / 1024).toFixed(1)} KB` : '0');
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (t: number): string => `${Math.round(t)} ms`;
export const seconds = (t: number): string => `${(t / 1000).toFixed(1)} s`;
export const ratio = (a: number, b: number): string => (b > 0 ? `${(a / b).toFixed(2)}×` : '—');

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
