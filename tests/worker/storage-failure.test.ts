/**
 * A route answers 503 (try again) when the storage fails, however the failure reaches it: D1's
 * own error, or a query drizzle wrapped with D1's error as its cause.
 */
import { describe, expect, it } from 'vitest';
import { isStorageFailure } from '../../worker/http/errors';

const wrapped = (cause: Error) => new Error('Failed query: select "id" from "staff_people" where "email" = ?', { cause });

describe('isStorageFailure', () => {
  it('sees D1 and SQLite errors, directly or as the cause of a failed query', () => {
    expect(isStorageFailure(new Error('D1_ERROR: Network connection lost.'))).toBe(true);
    expect(isStorageFailure(wrapped(new Error('D1_ERROR: database is locked: SQLITE_BUSY')))).toBe(true);
    expect(isStorageFailure(wrapped(wrapped(new Error('SQLITE_BUSY'))))).toBe(true);
  });

  it('sees the bucket only when asked', () => {
    expect(isStorageFailure(new Error('R2 bucket unreachable'))).toBe(false);
    expect(isStorageFailure(new Error('R2 bucket unreachable'), { alsoBucket: true })).toBe(true);
  });

  it('is not fooled by other errors', () => {
    expect(isStorageFailure(new TypeError('x is not a function'))).toBe(false);
    expect(isStorageFailure(wrapped(new RangeError('bad')))).toBe(false);
    expect(isStorageFailure('D1_ERROR as a string')).toBe(false);
    expect(isStorageFailure(null)).toBe(false);
  });
});
