export type LocaleId = 'ko' | 'en' | 'ja';
export type Localized = Readonly<Record<LocaleId, string>>;

export type FamilyId = 'document-security' | 'zero-trust' | 'data-protection' | 'collaboration' | 'support' | 'other';

export interface Section {
  /** Route segment, plugin id (except the default `docs` instance) and `docs-<id>` folder name. */
  readonly id: string;
  readonly name: Localized;
  readonly summary: Localized;
  readonly family: FamilyId;
  /** Whether the section declares tags (tags.yml) and so gets /<id>/tags pages. */
  readonly tags: boolean;
  /** Folder names inside the content folder that never get a route. */
  readonly exclude: readonly string[];
  /** Sub-paths with a search index of their own, so a reader there downloads only that part. */
  readonly searchScopes?: readonly {readonly path: string; readonly name: Localized}[];
}
