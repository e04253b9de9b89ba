/**
 * The real PostgREST client (@supabase/postgrest-js) pointed at the staff proxy of the posts API,
 * /staff/api/rest/v1: the same grammar as /rest/v1, with every row visible (drafts and scheduled
 * posts too). No key: the session cookie authenticates. Its fetch is the staff one, so a 401
 * sends the user back to sign-in.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { BlogPost, NewBlogPost } from '../../../../shared/posts/post';
import { NetworkError, STAFF_API, StaffApiError, staffFetch } from './http';

interface Database {
  public: {
    Tables: {
      blog_posts: {
        Row: BlogPost;
        Insert: NewBlogPost;
        Update: Partial<NewBlogPost>;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
  };
}

export const rest = new PostgrestClient<Database>(`${location.origin}${STAFF_API}/rest/v1`, {
  fetch: (input, init) => staffFetch(input, init),
  // Errors show at once; the person at the screen decides whether to try again.
  retry: false,
});

interface RestResult<T> {
  data: T | null;
  error: { message: string; code?: string | null; details?: string | null; hint?: string | null } | null;
  status: number;
  count?: number | null;
}

/** A postgrest-js result -> its data, or a thrown StaffApiError (NetworkError when there was no answer). */
export function unwrap<T>(result: RestResult<T>): T {
  if (result.error) {
    if (result.status === 0) throw new NetworkError();
    const { message, code, details, hint } = result.error;
    throw new StaffApiError(result.status, message, code ?? null, details ?? null, hint ?? null);
  }
  return result.data as T;
}
