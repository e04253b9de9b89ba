/**
 * What a page's form carries in `form_token` as rendered; the edge replaces it with a fresh signed
 * token in every response (worker/intake/fresh-form-tokens.ts), so a cached page never carries a
 * stale start time. Its own module, so a form's markup pulls in nothing else.
 */
export const FORM_TOKEN_PLACEHOLDER = '0000000000000.form-token-set-by-the-edge-on-each-response';
