/**
 * Support levels and response targets: the one table the support-policy notice renders and
 * every other page links to. Filled from docs-support/notice/기술지원-정책.md.
 */
import type {Text} from './types';

export interface Severity {
  readonly id: 'S1' | 'S2' | 'S3' | 'S4';
  readonly name: Text;
  readonly definition: Text;
}

/** A support contract tier; response targets can differ per tier. */
export interface SupportTier {
  readonly id: string;
  readonly name: Text;
}

export interface ResponseTarget {
  readonly severity: Severity['id'];
  /** First response target per tier id. */
  readonly firstResponse: Readonly<Record<string, Text>>;
  /** How often progress is shared. */
  readonly updates: Text;
}

export interface SupportLevels {
  readonly tiers: readonly SupportTier[];
  readonly severities: readonly Severity[];
  readonly targets: readonly ResponseTarget[];
}

export const SUPPORT_LEVELS: SupportLevels = {
  tiers: [],
  severities: [],
  targets: [],
};
