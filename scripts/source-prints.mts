/**
 * Fingerprints of a Korean page's paragraphs, grouped by the heading id they sit under, so a
 * translation can be reported stale by content: when a Korean paragraph changes, the section
 * that holds it no longer matches what the translation was made from. Recorded per locale in
 * i18n/<locale>/translation-sources.json by `npm run i18n:status -- --mark <files>`.
 */
import {createHash} from 'node:crypto';

/** Paragraph prints by section: `_title` (title and description), `_lead` (before the first heading), then heading ids. */
export type Prints = Record<string, string>;

const print = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 6);

export function sourcePrints(src: string): Prints {
  const front = /^---\n([\s\S]*?)\n---\n?/.exec(src);
  const out: Record<string, string[]> = {};
  if (front)
    out._title = front[1]
      .split('\n')
      .filter((l) => /^(title|description|sidebar_label):/.test(l))
      .map((l) => print(l.replace(/\s+/g, ' ').trim()));
  let key = '_lead';
  let block: string[] = [];
  const flush = () => {
    const text = block.join('\n').replace(/\s+/g, ' ').trim();
    if (text) (out[key] ??= []).push(print(text));
    block = [];
  };
  let fence: string | null = null;
  for (const line of src.slice(front?.[0].length ?? 0).split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker;
    const heading = fence ? null : /^#{2,3}[ \t].*\{#([\w-]+)\}[ \t]*$/.exec(line);
    if (heading) {
      flush();
      key = heading[1];
      block.push(line);
      flush();
    } else if (!fence && !marker && line.trim() === '') flush();
    else block.push(line);
  }
  flush();
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, v.join(' ')]));
}

/** What changed in the source since `recorded`: one line per section, empty when nothing did. */
export function changedSince(recorded: Prints | undefined, now: Prints): string[] {
  if (!recorded) return ['no record of the Korean text it was translated from'];
  const out: string[] = [];
  for (const [key, prints] of Object.entries(now)) {
    const before = recorded[key];
    const name = key === '_title' ? 'title or description' : key === '_lead' ? 'opening' : `#${key}`;
    if (before === undefined) {
      out.push(`${name}: added`);
      continue;
    }
    if (before === prints) continue;
    const [a, b] = [before.split(' '), prints.split(' ')];
    const changed = b.map((p, i) => (a[i] === p ? 0 : i + 1)).filter(Boolean);
    out.push(
      `${name}: ${changed.length ? `paragraph ${changed.join(', ')} changed` : `${a.length - b.length} paragraph(s) removed`}`,
    );
  }
  for (const key of Object.keys(recorded)) if (!(key in now)) out.push(`#${key}: removed`);
  return out;
}
