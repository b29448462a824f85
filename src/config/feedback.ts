/**
 * The receiver of page feedback, from FEEDBACK_ENDPOINT at build time (an http(s) URL), or null:
 * then the feedback form opens the feedback page prefilled. The CSP's connect-src follows it
 * (scripts/security-headers.mts).
 */
export function feedbackEndpoint(value = process.env.FEEDBACK_ENDPOINT): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`FEEDBACK_ENDPOINT must be an http(s) URL, not ${value}`);
  return url.toString();
}

/** The origin the CSP must allow for the endpoint, if there is one. */
export const feedbackOrigin = (value = process.env.FEEDBACK_ENDPOINT): string | null => {
  const endpoint = feedbackEndpoint(value);
  return endpoint ? new URL(endpoint).origin : null;
};
