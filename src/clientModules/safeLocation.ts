/**
 * Docusaurus calls decodeURI(location.pathname) before hydrating; a malformed
 * percent-escape (a mangled link such as /a%E0%A4%A) throws there and the page never
 * becomes interactive. Escaping stray "%" first lets the router show the not-found page.
 */
export function safePathname(pathname: string): string | null {
  try {
    decodeURI(pathname);
    return null;
  } catch {
    const fixed = pathname.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
    try {
      decodeURI(fixed);
      return fixed;
    } catch {
      // Well-formed escapes that are not UTF-8 (%E0%A4 alone): escape every "%".
      return pathname.replace(/%/g, '%25');
    }
  }
}

if (typeof window !== 'undefined') {
  const fixed = safePathname(window.location.pathname);
  if (fixed !== null)
    window.history.replaceState(window.history.state, '', fixed + window.location.search + window.location.hash);
}
