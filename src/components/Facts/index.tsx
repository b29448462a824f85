/**
 * Components that render facts from src/facts in the reader's language, so pages quote one
 * definition instead of copying tables. Registered for every MDX page in src/theme/MDXComponents;
 * the data comes in as `facts`, which src/remark/factsImports.ts adds to every element from the
 * one product module it names, so no page carries other products' facts.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LABELS} from '@site/src/facts/labels';
import {FACTS_AS_OF} from '@site/src/facts/site';
import {SUPPORT_LEVELS} from '@site/src/facts/support';
import {errorAnchor, phaseOf, textIn} from '@site/src/facts/text';
import type {ErrorCode, ProductFacts, Text} from '@site/src/facts/types';
import {SHORT_CELL_CLASS, isShortCell} from '@site/src/constants/table';

function useText(): (t: Text) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (t) => textIn(t, currentLocale);
}

/** What the remark plugin passes; a fact element outside an MDX page has none. */
function given<T>(facts: T | undefined, product: string | undefined): T {
  if (!facts)
    throw new Error(`No facts passed for ${product ?? 'the life cycle'}: fact components work in MDX pages only`);
  return facts;
}

function pick(codes: readonly ErrorCode[], only?: readonly string[]): readonly ErrorCode[] {
  if (!only) return codes;
  const missing = only.filter((c) => !codes.some((x) => x.code === c));
  if (missing.length) throw new Error(`Unknown error codes: ${missing.join(', ')}`);
  return only.map((c) => codes.find((x) => x.code === c)!);
}

interface Row {
  key: string;
  /** Anchor other pages may link to. */
  id?: string;
  cells: ReactNode[];
}

/** The one table shape every fact table renders through. */
function FactsTable({head, rows}: {head: readonly string[]; rows: readonly Row[]}): ReactNode {
  return (
    <table className="facts-table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} className={isShortCell(h) ? SHORT_CELL_CLASS : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} id={r.id}>
            {r.cells.map((c, i) => (
              <td key={i} className={typeof c === 'string' && isShortCell(c) ? SHORT_CELL_CLASS : undefined}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Table of a product's error codes (all, or `only` these, in that order). */
export function ErrorCodes({
  product,
  only,
  facts,
}: {
  product: string;
  only?: readonly string[];
  facts?: ProductFacts;
}): ReactNode {
  const t = useText();
  const {collectAnchor} = useBrokenLinks();
  const codes = pick(given(facts, product).errors?.codes ?? [], only);
  for (const e of codes) collectAnchor(errorAnchor(e.code));
  return (
    <FactsTable
      head={[t(LABELS.code), t(LABELS.message), t(LABELS.cause), t(LABELS.action)]}
      rows={codes.map((e) => ({
        key: e.code,
        id: errorAnchor(e.code),
        cells: [<code key="c">{e.code}</code>, t(e.message), t(e.cause), t(e.action)],
      }))}
    />
  );
}

/** One error code quoted in prose: the code and its exact message. */
export function ErrorMessage({product, code, facts}: {product: string; code: string; facts?: ProductFacts}): ReactNode {
  const t = useText();
  const [e] = pick(given(facts, product).errors?.codes ?? [], [code]);
  return (
    <>
      <code>{e.code}</code> <q>{t(e.message)}</q>
    </>
  );
}

/** A product's releases, newest first (the release notes' versions and dates). */
export function Releases({product, limit, facts}: {product: string; limit?: number; facts?: ProductFacts}): ReactNode {
  const t = useText();
  const releases = (given(facts, product).releases ?? []).slice(0, limit);
  const withComponent = releases.some((r) => r.component);
  return (
    <FactsTable
      head={[t(LABELS.version), ...(withComponent ? [t(LABELS.component)] : []), t(LABELS.date)]}
      rows={releases.map((r) => ({
        key: `${r.version}-${r.component?.ko ?? ''}`,
        cells: [r.version, ...(withComponent ? [r.component ? t(r.component) : ''] : []), r.date],
      }))}
    />
  );
}

/** The newest version of a product (or of one component of it), for prose. */
export function LatestVersion({
  product,
  component,
  facts,
}: {
  product: string;
  component?: string;
  facts?: ProductFacts;
}): ReactNode {
  const r = (given(facts, product).releases ?? []).find((x) => !component || x.component?.ko === component);
  if (!r) throw new Error(`No release of ${product}${component ? ` (${component})` : ''}`);
  return r.version;
}

/** The life-cycle table of every product that has one (or of `products`), phases as of FACTS_AS_OF. */
export function Lifecycle({facts}: {products?: readonly string[]; facts?: readonly ProductFacts[]}): ReactNode {
  const t = useText();
  const list = given(facts, undefined);
  return (
    <FactsTable
      head={[LABELS.product, LABELS.line, LABELS.released, LABELS.endOfSale, LABELS.endOfSupport, LABELS.phase].map(t)}
      rows={list.flatMap((p) =>
        (p.lifecycle ?? []).map((l) => ({
          key: `${p.id}-${l.line.ko}`,
          cells: [
            t(p.name),
            t(l.line),
            l.released,
            l.endOfSale ?? t(LABELS.notSet),
            l.endOfSupport ?? t(LABELS.notSet),
            t(LABELS[phaseOf(l)]),
          ],
        })),
      )}
    />
  );
}

/** The site's "as of" date for life-cycle and roadmap statements. */
export function AsOf(): ReactNode {
  return <time dateTime={FACTS_AS_OF}>{FACTS_AS_OF}</time>;
}

/** Ports a product uses. */
export function Ports({product, facts}: {product: string; facts?: ProductFacts}): ReactNode {
  const t = useText();
  return (
    <FactsTable
      head={[LABELS.port, LABELS.protocol, LABELS.from, LABELS.to, LABELS.purpose].map(t)}
      rows={(given(facts, product).ports ?? []).map((p) => ({
        key: `${p.port}-${p.protocol}-${p.to.ko}`,
        cells: [p.port, p.protocol, t(p.from), t(p.to), t(p.purpose)],
      }))}
    />
  );
}

/** A named value of a product (host, path, service name) quoted in prose as code. */
export function Fact({product, name, facts}: {product: string; name: string; facts?: ProductFacts}): ReactNode {
  const t = useText();
  const v = given(facts, product).values?.[name];
  if (v === undefined) throw new Error(`No value "${name}" for product ${product}`);
  return <code>{typeof v === 'string' ? v : t(v)}</code>;
}

/** Severity levels and response targets per contract tier: the support policy's one table. */
export function SupportLevels(): ReactNode {
  const t = useText();
  const {tiers, severities, targets} = SUPPORT_LEVELS;
  return (
    <FactsTable
      head={[
        t(LABELS.severity),
        t(LABELS.definition),
        ...tiers.map((tier) => `${t(LABELS.firstResponse)} (${t(tier.name)})`),
        t(LABELS.updates),
      ]}
      rows={severities.map((s) => {
        const target = targets.find((x) => x.severity === s.id);
        const response = (id: string) => target?.firstResponse[id];
        return {
          key: s.id,
          cells: [
            `${s.id} ${t(s.name)}`,
            t(s.definition),
            ...tiers.map((tier) => (response(tier.id) ? t(response(tier.id)!) : '-')),
            target ? t(target.updates) : '-',
          ],
        };
      })}
    />
  );
}
