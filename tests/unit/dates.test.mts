/** The "last updated" date the browser fills in from the build's pattern reads as Intl would write it. */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {LAST_UPDATED_OPTIONS, dateFormatOf, formatDate} from '../../src/config/dates';
import {LOCALES} from '../../src/config/locales';

describe('last-updated dates without Intl in the browser', () => {
  for (const locale of LOCALES)
    it(`${locale}: every day of two years, and a few far ones, as Intl.DateTimeFormat writes them`, () => {
      const format = dateFormatOf(locale, 'gregory');
      const intl = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...LAST_UPDATED_OPTIONS});
      const days = Array.from({length: 2 * 366}, (_, d) => Date.UTC(2027, 0, 1 + d));
      // Late in a UTC day, which is already the next day east of UTC: the date stays in UTC.
      for (const t of [...days, Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2100, 1, 28, 23, 30)])
        assert.equal(formatDate(format, t), intl.format(t), new Date(t).toISOString());
    });

  it('a pattern names each field once', () => {
    for (const locale of LOCALES) {
      const {pattern, months} = dateFormatOf(locale, 'gregory');
      for (const field of ['{year}', '{month}', '{day}']) assert.equal(pattern.split(field).length, 2, pattern);
      assert.equal(new Set(months).size, 12);
    }
  });
});
