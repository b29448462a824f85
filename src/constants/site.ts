/** Site-wide constants. The (fictional) company is named here and nowhere else. */
export const COMPANY_NAME = 'ShieldWorks';
export const SITE_URL = 'https://docs.example.com';
export const COMPANY_URL = 'https://www.example.com/';
export const SERVICE_URL = 'https://service.example.com/';
export const PRIVACY_URL = 'https://www.example.com/privacy';
export const TERMS_URL = 'https://www.example.com/terms';
export const LEGACY_DOCS_URL = 'https://legacy-docs.example.com/';
export const EDIT_REPO_URL = 'https://git.example.com/shieldworks/docs-portal/edit/main';
export const FEEDBACK_EMAIL = 'docs-feedback@example.com';
export const COPYRIGHT_YEAR = 2025;
/** Bump when the announcement text changes: readers who dismissed the old one see the new one. */
export const ANNOUNCEMENT_ID = 'portal-launch-2025-11';
/** Desktop/mobile layout switch of the classic theme (px): at or below it readers get the mobile menu. */
export const MOBILE_BREAKPOINT = 996;
/** Who the last-updated line names on every page, instead of a commit's author. */
export const DOCS_TEAM = {
  ko: `${COMPANY_NAME} 기술문서팀`,
  en: `${COMPANY_NAME} Documentation Team`,
  ja: `${COMPANY_NAME} ドキュメントチーム`,
} as const;
