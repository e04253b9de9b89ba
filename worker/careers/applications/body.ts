/**
 * Reading an application from the request: the form's script sends multipart with `Accept:
 * application/json` (or, without a résumé, a JSON body), a browser without JavaScript sends
 * multipart and reads HTML. The body is counted as it arrives: past BODY_CEILING nothing more is
 * read; a résumé over 5 MB under that ceiling is read only to be refused with the values kept.
 */
import { RESUME_MAX_BYTES } from '../../../shared/careers';
import { applicationInputFromForm } from '../../../shared/intake/application-form';
import { readAtMost } from '../../http/read-body';
import type { Via } from './answers';

/** The largest JSON application (no file) is a few kB. */
const JSON_CEILING = 32 * 1024;
/** Twice the largest résumé and room for the form: a somewhat too large file still gets its form back, with its values. */
export const BODY_CEILING = 2 * RESUME_MAX_BYTES + 64 * 1024;

export type BodyType = 'json' | 'multipart' | 'urlencoded';

export function bodyType(req: Request): BodyType | null {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'urlencoded';
  return null;
}

/** Who reads the answer: a script (JSON body, or a form post asking for JSON first) or a browser showing a page. */
export function answerVia(req: Request): Via {
  if (bodyType(req) === 'json') return 'json';
  const accept = (req.headers.get('accept') ?? '').toLowerCase();
  return accept.includes('application/json') && !accept.includes('text/html') ? 'json' : 'form';
}

export interface SentApplication {
  /** The fields as the schema reads them. */
  input: unknown;
  /** The résumé as sent, when one was chosen. */
  file: File | null;
}

export type ReadOutcome = { ok: true; sent: SentApplication } | { ok: false; why: 'too-large' | 'unreadable' };

export async function readApplication(req: Request, type: BodyType): Promise<ReadOutcome> {
  const ceiling = type === 'json' ? JSON_CEILING : BODY_CEILING;
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > ceiling) return { ok: false, why: 'too-large' };
  const bytes = await readAtMost(req.body, ceiling);
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
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key);
    posted[key] = all.length === 1 ? all[0] : all;
  }
  const resume = form.get('resume');
  // An empty file input sends a part with no name and no bytes: no résumé.
  const file = resume !== null && typeof resume !== 'string' && (resume.size > 0 || resume.name !== '') ? resume : null;
  const input = applicationInputFromForm(posted);
  delete (input as Record<string, unknown>).resume;
  return { ok: true, sent: { input, file } };
}
