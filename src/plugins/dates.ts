/**
 * Hands the browser the locale's "last updated" date format (src/config/dates.ts), made with the
 * calendar Docusaurus resolved for the locale.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DATES_PLUGIN, dateFormatOf} from '../config/dates';

export default function datesPlugin(context: LoadContext): Plugin {
  const {currentLocale, localeConfigs} = context.i18n;
  return {
    name: DATES_PLUGIN,
    contentLoaded({actions}) {
      actions.setGlobalData(dateFormatOf(currentLocale, localeConfigs[currentLocale]?.calendar ?? 'gregory'));
    },
  };
}
