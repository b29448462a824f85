/**
 * The "last updated" date of a doc page, formatted in the reader's browser without Intl: the
 * first Intl.DateTimeFormat of a page builds the locale's date patterns, about 60 ms of a phone's
 * main thread while the page hydrates. The build asks Intl for the pattern and the month names
 * once per locale (src/plugins/dates.ts); the page only fills them in.
 */

/** The plugin (src/plugins/dates.ts) whose global data is the locale's format. */
export const DATES_PLUGIN = 'shield-dates';

/** The theme's own options for the date (@docusaurus/theme-classic LastUpdated). */
export const LAST_UPDATED_OPTIONS = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;

export interface DateFormat {
  /** The formatted date with {year}, {month} and {day} in place of its fields. */
  readonly pattern: string;
  /** Each month's name as the pattern shows it, January first. */
  readonly months: readonly string[];
}

export function dateFormatOf(locale: string, calendar: string): DateFormat {
  const format = new Intl.DateTimeFormat(locale, {calendar, ...LAST_UPDATED_OPTIONS});
  const FIELDS = ['year', 'month', 'day'];
  const parts = (month: number) => format.formatToParts(new Date(Date.UTC(2001, month, 2)));
  return {
    pattern: parts(0)
      .map((p) => (FIELDS.includes(p.type) ? `{${p.type}}` : p.value))
      .join(''),
    months: Array.from({length: 12}, (_, m) => parts(m).find((p) => p.type === 'month')?.value ?? String(m + 1)),
  };
}

export function formatDate({pattern, months}: DateFormat, timestamp: number): string {
  const date = new Date(timestamp);
  return pattern.replace(/\{(year|month|day)\}/g, (_, field: string) =>
    field === 'year'
      ? String(date.getUTCFullYear())
      : field === 'month'
        ? months[date.getUTCMonth()]
        : String(date.getUTCDate()),
  );
}
