import type {LocaleId} from '@site/src/sections/types';

/** The page-actions list's words, loaded with the list rather than with every page (code.json). */
export const MENU_TEXT = {
  ko: {copy: 'Markdown으로 복사', view: 'Markdown으로 보기'},
  en: {copy: 'Copy as Markdown', view: 'View as Markdown'},
  ja: {copy: 'Markdownとしてコピー', view: 'Markdownで表示'},
} satisfies Record<LocaleId, Record<string, string>>;
