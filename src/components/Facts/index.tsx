/**
 * Components that render facts from src/facts in the reader's language, so pages quote one
 * definition instead of copying tables. Registered for every MDX page in src/theme/MDXComponents.
 */
import type {ReactNode} from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PRODUCTS, productFacts} from '@site/src/facts';
import {LABELS} from '@site/src/facts/labels';
import {FACTS_AS_OF} from '@site/src/facts/site';
import {SUPPORT_LEVELS} from '@site/src/facts/support';
import {errorAnchor, phaseOf, textIn} from '@site/src/facts/text';
import type {ErrorCode, Text} from '@site/src/facts/types';

function useText(): (t: Text) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (t) => textIn(t, currentLocale);
}

function pick(codes: readonly ErrorCode[], only?: readonly string[]): readonly ErrorCode[] {
  if (!only) return codes;
  const missing = only.filter((c) => !codes.some((x) => x.code === c));
  if (missing.length) throw new Error(`Unknown error codes: ${missing.join(', ')}`);
  return only.map((c) => codes.find((x) => x.code === c)!);
}

/** Table of a product's error codes (all, or `only` these, in that order). */
export function ErrorCodes({product, only}: {product: string; only?: readonly string[]}): ReactNode {
  const t = useText();
  const {collectAnchor} = useBrokenLinks();
  const codes = pick(productFacts(product).errors?.codes ?? [], only);
  return (
    <table className="facts-table">
      <thead>
        <tr>
          <th>{t(LABELS.code)}</th>
          <th>{t(LABELS.message)}</th>
          <th>{t(LABELS.cause)}</th>
          <th>{t(LABELS.action)}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((e) => {
          const id = errorAnchor(e.code);
          collectAnchor(id);
          return (
            <tr key={e.code} id={id}>
              <td>
                <code>{e.code}</code>
              </td>
              <td>{t(e.message)}</td>
              <td>{t(e.cause)}</td>
              <td>{t(e.action)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One error code quoted in prose: the code and its exact message. */
export function ErrorMessage({product, code}: {product: string; code: string}): ReactNode {
  const t = useText();
  const [e] = pick(productFacts(product).errors?.codes ?? [], [code]);
  return (
    <>
      <code>{e.code}</code> <q>{t(e.message)}</q>
    </>
  );
}

/** A product's releases, newest first (the release notes' versions and dates). */
export function Releases({product, limit}: {product: string; limit?: number}): ReactNode {
  const t = useText();
  const releases = (productFacts(product).releases ?? []).slice(0, limit);
  const withComponent = releases.some((r) => r.component);
  return (
    <table className="facts-table">
      <thead>
        <tr>
          <th>{t(LABELS.version)}</th>
          {withComponent && <th>{t(LABELS.component)}</th>}
          <th>{t(LABELS.date)}</th>
        </tr>
      </thead>
      <tbody>
        {releases.map((r) => (
          <tr key={`${r.version}-${r.component?.ko ?? ''}`}>
            <td>{r.version}</td>
            {withComponent && <td>{r.component ? t(r.component) : ''}</td>}
            <td>{r.date}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The newest version of a product (or of one component of it), for prose. */
export function LatestVersion({product, component}: {product: string; component?: string}): ReactNode {
  const r = (productFacts(product).releases ?? []).find((x) => !component || x.component?.ko === component);
  if (!r) throw new Error(`No release of ${product}${component ? ` (${component})` : ''}`);
  return r.version;
}

/** The life-cycle table of every product that has one (or of `products`), phases as of FACTS_AS_OF. */
export function Lifecycle({products}: {products?: readonly string[]}): ReactNode {
  const t = useText();
  const list = products ? products.map(productFacts) : PRODUCTS.filter((p) => p.lifecycle?.length);
  return (
    <table className="facts-table">
      <thead>
        <tr>
          <th>{t(LABELS.product)}</th>
          <th>{t(LABELS.line)}</th>
          <th>{t(LABELS.released)}</th>
          <th>{t(LABELS.endOfSale)}</th>
          <th>{t(LABELS.endOfSupport)}</th>
          <th>{t(LABELS.phase)}</th>
        </tr>
      </thead>
      <tbody>
        {list.flatMap((p) =>
          (p.lifecycle ?? []).map((l) => (
            <tr key={`${p.id}-${l.line.ko}`}>
              <td>{t(p.name)}</td>
              <td>{t(l.line)}</td>
              <td>{l.released}</td>
              <td>{l.endOfSale ?? t(LABELS.notSet)}</td>
              <td>{l.endOfSupport ?? t(LABELS.notSet)}</td>
              <td>{t(LABELS[phaseOf(l)])}</td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}

/** The site's "as of" date for life-cycle and roadmap statements. */
export function AsOf(): ReactNode {
  return <time dateTime={FACTS_AS_OF}>{FACTS_AS_OF}</time>;
}

/** Ports a product uses. */
export function Ports({product}: {product: string}): ReactNode {
  const t = useText();
  return (
    <table className="facts-table">
      <thead>
        <tr>
          <th>{t(LABELS.port)}</th>
          <th>{t(LABELS.protocol)}</th>
          <th>{t(LABELS.from)}</th>
          <th>{t(LABELS.to)}</th>
          <th>{t(LABELS.purpose)}</th>
        </tr>
      </thead>
      <tbody>
        {(productFacts(product).ports ?? []).map((p) => (
          <tr key={`${p.port}-${p.protocol}-${p.to.ko}`}>
            <td>{p.port}</td>
            <td>{p.protocol}</td>
            <td>{t(p.from)}</td>
            <td>{t(p.to)}</td>
            <td>{t(p.purpose)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A named value of a product (host, path, service name) quoted in prose as code. */
export function Fact({product, name}: {product: string; name: string}): ReactNode {
  const v = productFacts(product).values?.[name];
  if (v === undefined) throw new Error(`No value "${name}" for product ${product}`);
  return <code>{v}</code>;
}

/** Severity levels and response targets per contract tier: the support policy's one table. */
export function SupportLevels(): ReactNode {
  const t = useText();
  const {tiers, severities, targets} = SUPPORT_LEVELS;
  return (
    <table className="facts-table">
      <thead>
        <tr>
          <th>{t(LABELS.severity)}</th>
          <th>{t(LABELS.definition)}</th>
          {tiers.map((tier) => (
            <th key={tier.id}>{`${t(LABELS.firstResponse)} (${t(tier.name)})`}</th>
          ))}
          <th>{t(LABELS.updates)}</th>
        </tr>
      </thead>
      <tbody>
        {severities.map((s) => {
          const target = targets.find((x) => x.severity === s.id);
          return (
            <tr key={s.id}>
              <td>{`${s.id} ${t(s.name)}`}</td>
              <td>{t(s.definition)}</td>
              {tiers.map((tier) => (
                <td key={tier.id}>{target?.firstResponse[tier.id] ? t(target.firstResponse[tier.id]) : '-'}</td>
              ))}
              <td>{target ? t(target.updates) : '-'}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
