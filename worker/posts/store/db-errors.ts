/**
 * Database failures -> PostgREST errors: unique and not-null violations keep
 * PostgreSQL's codes, statements too large for D1 are 400, anything else is
 * 503. Nothing of the SQL or the driver's message is passed on.
 */
import { ApiError, errors } from '../../http/errors';
import { quote } from '../postgrest/syntax';

function causeText(err: unknown): string {
  const parts: string[] = [];
  let e: unknown = err;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof Error) {
      parts.push(e.message);
      e = (e as Error & { cause?: unknown }).cause;
    } else {
      parts.push(String(e));
      break;
    }
  }
  return parts.join(' | ');
}

function dbError(err: unknown, slugHint: string | null): ApiError {
  if (err instanceof ApiError) return err;
  const text = causeText(err);
  const unique = /UNIQUE constraint failed: blog_posts\.(\w+)/.exec(text);
  if (unique) {
    const col = unique[1] === 'id' ? 'id' : 'slug';
    const constraint = col === 'id' ? 'blog_posts_pkey' : 'blog_posts_slug_unique';
    const details = col === 'slug' && slugHint !== null ? `Key (slug)=(${quote(slugHint, 200)}) already exists.` : `Key (${col}) already exists.`;
    return new ApiError(
      409,
      '23505',
      `duplicate key value violates unique constraint "${constraint}"`,
      details,
      'Send Prefer: resolution=ignore-duplicates to skip existing rows.',
    );
  }
  const notNull = /NOT NULL constraint failed: blog_posts\.(\w+)/.exec(text);
  if (notNull) return new ApiError(400, '23502', `null value in column "${notNull[1]}" of relation "blog_posts" violates not-null constraint`);
  if (/too many SQL variables|LIKE or GLOB pattern too complex|string or blob too big|SQLITE_TOOBIG|expression tree is too large/i.test(text)) {
    return new ApiError(400, 'PGRST100', 'The request is too complex', null, 'Use fewer or shorter filter values.');
  }
  // Logged for the operator (the innermost cause, without the SQL); the client only learns "try again".
  console.error('blog_posts query failed:', text.split(' | ').at(-1));
  return errors.unavailable();
}

/** Runs database work; any failure becomes the matching ApiError (`slugHint` names the slug in a duplicate-key error). */
export async function run<T>(work: () => Promise<T>, slugHint: string | null = null): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw dbError(err, slugHint);
  }
}
