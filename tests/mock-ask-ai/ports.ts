/** Where the browser tests serve the endpoint-mode build and the mock endpoint (package.json's build:e2e points to MOCK_PORT). */
export const ASK_AI_SITE_PORT = 4176;
export const MOCK_PORT = 4175;
export const ASK_AI_SITE = `http://127.0.0.1:${ASK_AI_SITE_PORT}`;
export const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
