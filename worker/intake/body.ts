/**
 * Reading a form's body as every form kind takes it: a JSON body (the enhanced form, API clients),
 * or a form post (urlencoded, or multipart when it carries a file). The body is counted as it
 * arrives: past the kind's ceiling nothing more is read, so a body far over any real one costs nothing.
 */
import { readAtMost } from '../http/read-body';

export type BodyType = 'json' | 'multipart' | 'urlencoded';

/** Who reads the answer: a script (`json`) or a browser showing a page (`form`). */
export type Via = 'json' | 'form';

export const BODY_TYPES: Record<string, BodyType> = {
  'application/json': 'json',
  'multipart/form-data': 'multipart',
  'application/x-www-form-urlencoded': 'urlencoded',
};

export function bodyType(req: Request): BodyType | null {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  return BODY_TYPES[type] ?? null;
}

/** A JSON body, or a form post asking for JSON first (the enhanced form's script): JSON; a browser's post: a page. */
export function answerVia(req: Request): Via {
  if (bodyType(req) === 'json') return 'json';
  const accept = (req.headers.get('accept') ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html') ? 'json' : 'form';
}

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface Sent {
  /** The fields as posted: a JSON body as it is, a form post's fields (a repeated name as an array). */
  input: unknown;
  /** The file field's file, when the kind takes one and one was chosen. */
  file: File | null;
}

export type ReadOutcome = { ok: true; sent: Sent } | { ok: false; why: 'too-large' | 'unreadable' };

export interface BodyLimits {
  /** The most a body without a file may be. */
  ceiling: number;
  /** The most a multipart body with the file may be (default: `ceiling`). */
  fileCeiling?: number;
  /** The name of the file field, for a kind that takes one. */
  fileField?: string;
}

export async function readBody(req: Request, type: BodyType, { ceiling, fileCeiling = ceiling, fileField }: BodyLimits): Promise<ReadOutcome> {
  const limit = type === 'multipart' ? fileCeiling : ceiling;
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return { ok: false, why: 'too-large' };
  const bytes = await readAtMost(req.body, limit);
  if (!bytes) return { ok: false, why: 'too-large' };
  if (type === 'json') {
    try {
      return { ok: true, sent: { input: JSON.parse(new TextDecoder().decode(bytes)) as unknown, file: null } };
    } catch {
      return { ok: false, why: 'unreadable' };
    }
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return { ok: false, why: 'unreadable' };
  }
  const posted: Record<string, unknown> = {};
  let file: File | null = null;
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    if (key === fileField) {
      const chosen = all[0];
      // An empty file input sends a part with no name and no bytes: no file.
      if (chosen !== undefined && typeof chosen !== 'string' && (chosen.size > 0 || chosen.name !== '')) file = chosen;
      continue;
    }
    // A file sent where the kind takes none is not a value.
    const values = all.filter((v): v is string => typeof v === 'string');
    if (values.length) posted[key] = values.length === 1 ? values[0] : values;
  }
  return { ok: true, sent: { input: posted, file } };
}

/** A refused form's values as sent, strings only and bounded, to put back into the form. */
export function sentValues(input: unknown, names: readonly string[]): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  if (!isRecord(input)) return values;
  for (const name of names) {
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
