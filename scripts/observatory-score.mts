/**
 * The MDN HTTP Observatory's scoring (algorithm of @mdn/mdn-http-observatory 1.4: start at 100,
 * add each test's modifier, keep bonuses only when the penalties leave at least 90) applied to
 * the headers a page is served with. Re-implemented because the package cannot run here: its
 * install step downloads a certificate bundle, and its scanner only scans public HTTPS hosts.
 * Tests that need a public host (HTTP→HTTPS redirection, HSTS preload list) are scored as a
 * correctly configured HTTPS host scores them (0), and said so in the result.
 */
export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cookies-present-not-scored-here': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
};

function parseCsp(value: string | undefined): Map<string, string[]> | null {
  if (!value) return null;
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function cspResult(csp: Map<string, string[]> | null): string {
  if (!csp) return 'csp-not-implemented';
  const get = (d: string) => csp.get(d) ?? csp.get('default-src') ?? [];
  const script = get('script-src');
  // 'unsafe-inline' is ignored by browsers when hashes or nonces are present.
  const hashed = script.some((s) => /^'(sha(256|384|512)|nonce)-/.test(s));
  if (script.includes("'unsafe-inline'") && !hashed) return 'csp-implemented-with-unsafe-inline';
  if (script.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  if (get('style-src').includes("'unsafe-inline'")) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  return csp.get('default-src')?.join(' ') === "'none'"
    ? 'csp-implemented-with-no-unsafe-default-src-none'
    : 'csp-implemented-with-no-unsafe';
}

/** Scores one response: `headers` with lower-case names, `scripts` the script URLs of its HTML. */
export function observatoryScore(
  headers: Record<string, string>,
  scripts: readonly string[],
  pageOrigin: string,
): {score: number; grade: string; results: TestResult[]} {
  const csp = parseCsp(headers['content-security-policy']);
  const referrer = (headers['referrer-policy'] ?? '').split(',').pop()?.trim().toLowerCase() ?? '';
  const hsts = /max-age=(\d+)/i.exec(headers['strict-transport-security'] ?? '');
  const xfo = (headers['x-frame-options'] ?? '').toUpperCase();
  const corp = (headers['cross-origin-resource-policy'] ?? '').toLowerCase();
  const external = scripts.filter((s) => new URL(s, pageOrigin).origin !== pageOrigin);
  const results: [string, string][] = [
    ['content-security-policy', cspResult(csp)],
    ['cookies', headers['set-cookie'] ? 'cookies-present-not-scored-here' : 'cookies-not-found'],
    [
      'cross-origin-resource-sharing',
      headers['access-control-allow-origin'] === '*'
        ? 'cross-origin-resource-sharing-implemented-with-universal-access'
        : 'cross-origin-resource-sharing-not-implemented',
    ],
    ['redirection', 'redirection-to-https'],
    [
      'referrer-policy',
      !referrer
        ? 'referrer-policy-not-implemented'
        : ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)
          ? 'referrer-policy-private'
          : 'referrer-policy-unsafe',
    ],
    [
      'strict-transport-security',
      !hsts
        ? 'hsts-not-implemented'
        : Number(hsts[1]) >= 15_768_000
          ? 'hsts-implemented-max-age-at-least-six-months'
          : 'hsts-implemented-max-age-less-than-six-months',
    ],
    [
      'subresource-integrity',
      external.length
        ? 'sri-not-implemented-but-external-scripts-loaded-securely'
        : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    ],
    [
      'x-content-type-options',
      headers['x-content-type-options']?.toLowerCase() === 'nosniff'
        ? 'x-content-type-options-nosniff'
        : 'x-content-type-options-not-implemented',
    ],
    [
      'x-frame-options',
      csp?.has('frame-ancestors')
        ? 'x-frame-options-implemented-via-csp'
        : ['DENY', 'SAMEORIGIN'].includes(xfo)
          ? 'x-frame-options-sameorigin-or-deny'
          : 'x-frame-options-not-implemented',
    ],
    [
      'cross-origin-resource-policy',
      corp === 'same-origin'
        ? 'corp-implemented-with-same-origin'
        : corp === 'same-site'
          ? 'corp-implemented-with-same-site'
          : corp === 'cross-origin'
            ? 'corp-implemented-with-cross-origin'
            : 'corp-not-implemented',
    ],
  ];
  const scored = results.map(([test, result]) => ({test, result, modifier: MODIFIERS[result]}));
  const withBonus = 100 + scored.reduce((a, r) => a + r.modifier, 0);
  const uncurved = 100 + scored.reduce((a, r) => a + Math.min(0, r.modifier), 0);
  const score = uncurved >= 90 ? withBonus : uncurved;
  const grade =
    score >= 100
      ? 'A+'
      : score >= 90
        ? 'A'
        : score >= 85
          ? 'A-'
          : score >= 80
            ? 'B+'
            : score >= 70
              ? 'B'
              : 'C or lower';
  return {score, grade, results: scored};
}
