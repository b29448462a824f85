/**
 * Shapes of the facts that several pages repeat. Product sections are the source of truth;
 * pages render or quote these records, so every page and locale says the same thing.
 * Korean is required; en/ja sit beside it and fall back to Korean until translated.
 */
export interface Text {
  readonly ko: string;
  readonly en?: string;
  readonly ja?: string;
}

export interface ErrorCode {
  /** Exactly as the product shows it, e.g. `SG-NET-501` or `1107`. */
  readonly code: string;
  /** The message the product shows, quoted exactly. */
  readonly message: Text;
  readonly cause: Text;
  readonly action: Text;
}

export interface Release {
  /** As the release notes give it: `3.2.4`, `6.4.0`, `01.2025`. */
  readonly version: string;
  /** ISO date, YYYY-MM-DD. */
  readonly date: string;
  /** Which part of the product, when a product versions several parts separately (server, agent, app). */
  readonly component?: Text;
}

/** One major version line of the support life cycle (`3.x`, `01.2025 릴리스`). */
export interface LifecycleLine {
  readonly line: Text;
  readonly released: string;
  readonly endOfSale?: string;
  readonly endOfSupport?: string;
}

export interface Port {
  readonly port: string;
  readonly protocol: 'TCP' | 'UDP' | 'TCP/UDP';
  readonly from: Text;
  readonly to: Text;
  readonly purpose: Text;
}

export interface ProductFacts {
  /** Stable id; the section id where the product has one. */
  readonly id: string;
  readonly name: Text;
  /**
   * Source files (repo-relative path prefixes) that speak for this product: its own section and
   * the support articles about it. The content lint checks their quoted codes and versions.
   */
  readonly pages: readonly string[];
  readonly errors?: {
    /** Regex source; capture group 1 is a code as it appears in page text. */
    readonly pattern: string;
    /** Also check every other page of the site (for prefixes no other product uses). */
    readonly siteWide?: boolean;
    readonly codes: readonly ErrorCode[];
  };
  /** Every version the release notes list, newest first. */
  readonly releases?: readonly Release[];
  readonly lifecycle?: readonly LifecycleLine[];
  readonly ports?: readonly Port[];
  /**
   * Named values pages quote in prose (hosts, paths, service names), e.g. {host: 'gate.example.com'};
   * a value in words or with a unit is a Text, so each edition prints its own ({ko: '3분', en: '3 minutes'}).
   */
  readonly values?: Readonly<Record<string, string | Text>>;
}
