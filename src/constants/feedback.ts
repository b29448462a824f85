/** What a page's feedback may say when the reader answers "No". */
export const FEEDBACK_REASONS = ['outdated', 'steps', 'unclear', 'translation', 'other'] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export const FEEDBACK_COMMENT_MAX = 1000;

/** The JSON a FEEDBACK_ENDPOINT receives (README, "Page feedback"). */
export interface FeedbackPayload {
  readonly helpful: boolean;
  readonly reasons: readonly FeedbackReason[];
  readonly comment: string;
  /** The page's address without query or fragment. */
  readonly page: string;
  readonly locale: string;
  /** The page's last-update date (ISO), when it has one. */
  readonly lastUpdated: string | null;
}
