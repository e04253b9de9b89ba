/**
 * What staff read at a field the API refused: its message as a sentence. A 400's hint speaks to
 * API callers ("Send walkthrough_at as YYYY-MM-DDTHH:mm"), so it is left out; anything else (the
 * network, the server, the session) reads as describeError says.
 */
import { describeError, StaffApiError } from '../lib/http';

export function fieldErrorText(err: unknown): string {
  if (err instanceof StaffApiError && err.status === 400) {
    const message = err.message.trim();
    return /[.!?]$/.test(message) ? message : `${message}.`;
  }
  return describeError(err);
}
