/**
 * The one "as of" date of life-cycle and roadmap statements (ISO). It is on or after the newest
 * release note; the life-cycle phase of every version line is derived from it.
 */
export const FACTS_AS_OF = '2026-10-01';
