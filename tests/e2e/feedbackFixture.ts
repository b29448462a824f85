import path from 'node:path';

/** Where the feedback browser test's receiver listens; the fixture site is built to POST there. */
export const FEEDBACK_RECEIVER_PORT = 8766;
export const FEEDBACK_ENDPOINT = `http://127.0.0.1:${FEEDBACK_RECEIVER_PORT}/feedback`;
/** The fixture build (one section, Korean) and the security headers that allow its endpoint (from the repository root). */
export const FEEDBACK_BUILD = path.resolve('.bench', 'build-feedback');
export const FEEDBACK_HEADERS = path.resolve('.bench', 'build-feedback-headers.conf');
export const FEEDBACK_SECTION = 'shieldrm';
