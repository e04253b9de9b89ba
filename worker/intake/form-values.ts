/**
 * A lead form's body as sent: how it is encoded, and the values to give back when it is refused.
 */
import type { Context } from 'hono';
import { LEAD_FIELD_NAMES } from '../../shared/lead';
import type { AppEnv } from '../env';

export type BodyKind = 'json' | 'form';

/** How the body is encoded, by its Content-Type; null for anything we do not take. */
export function bodyKind(c: Context<AppEnv>): BodyKind | null {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') return 'form';
  return null;
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The lead's fields as sent, strings only and bounded, to put back into a refused form. */
export function sentValues(input: unknown): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  if (!isRecord(input)) return values;
  for (const name of LEAD_FIELD_NAMES) {
    const v = input[name];
    if (typeof v === 'string') values[name] = v.slice(0, 4000);
    else if (Array.isArray(v))
      values[name] = v
        .filter((x): x is string => typeof x === 'string')
        .slice(0, 20)
        .map((x) => x.slice(0, 200));
  }
  return values;
}

/** The path of one of our pages from the form's `page` field (only its path counts); '/contact' otherwise. */
export function formPagePath(page: unknown): string {
  if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//')) return '/contact';
  try {
    return new URL(page, 'https://form.invalid').pathname;
  } catch {
    return '/contact';
  }
}
