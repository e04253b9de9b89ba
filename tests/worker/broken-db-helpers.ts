/**
 * A D1 binding that fails every call the way D1 does when it is unreachable, for tests of what
 * the Worker answers during a database outage (pass it as `DB` in the bindings).
 */
export const brokenDb = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('D1_ERROR: Network connection lost.');
    },
  },
) as D1Database;
