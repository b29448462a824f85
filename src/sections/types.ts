export type LocaleId = 'ko' | 'en' | 'ja';
export type Localized = Readonly<Record<LocaleId, string>>;

export type FamilyId = 'document-security' | 'zero-trust' | 'data-protection' | 'collaboration' | 'support' | 'other';

/** What a product landing links to first, in this order (src/components/ProductHub). */
export const HUB_KINDS = ['start', 'install', 'admin', 'api', 'releases', 'faq', 'errors', 'support'] as const;
export type HubKind = (typeof HUB_KINDS)[number];

export interface Section {
  /** Route segment, plugin id (except the default `docs` instance) and `docs-<id>` folder name. */
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly family: FamilyId;
  /** Folder names inside the content folder that never get a route, beyond WORK_FOLDERS. */
  readonly exclude?: readonly string[];
  /** Sub-paths with a search index of their own, so a reader there downloads only that part. */
  /**
   * The pages the product's landing opens with, by kind: a doc id of this section (`faq/general`),
   * optionally with a heading (`main-features/features#version-history`), or another section's
   * doc as `<section>:<doc id>`. Without `support`, the portal's support-request page is used.
   */
  readonly hub?: Readonly<Partial<Record<HubKind, string>>>;
  readonly searchScopes?: readonly {readonly path: string; readonly name: Localized}[];
}
