/** The address of a page's Markdown twin: its path plus `.md` (a landing `/shieldrm` → `/shieldrm.md`). */
export const twinPath = (pathname: string): string => `${pathname.replace(/\/$/, '') || '/index'}.md`;
