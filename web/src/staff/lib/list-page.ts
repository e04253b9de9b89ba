/**
 * Which page of a list the address shows (?page=), the address of another page that keeps the
 * list's filters, and the address after a filter changes, for every paged staff list (posts, leads).
 */

/** The page in the address: 1 when it is missing or not a page number. */
export function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isFinite(page) && page > 0 ? page : 1;
}

/** `path` at `page` with the other parameters kept (page 1 is the address without ?page=). */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const qs = next.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** The parameters with `change` applied (an empty value drops its filter), back on page 1. */
export function withFilters(params: URLSearchParams, change: Readonly<Record<string, string | undefined>>): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  for (const [k, v] of Object.entries(change)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  return next;
}
