/**
 * Where a lead came from, in SQL: utm_source (lower case), else the referrer's host (no scheme,
 * path, query, port or leading www.), else 'direct'. The steps read a CTE named `attributed`
 * (k, utm_source, referrer), where k is whatever the caller groups by (a week, a lead's id), and
 * end in `sourced` (k, source). Written as steps, one CTE each, to stay readable.
 */
import { sql } from 'drizzle-orm';

export const sourceSteps = sql`
  rest AS (
    SELECT k, lower(trim(utm_source)) AS utm, CASE WHEN instr(referrer, '://') > 0
      THEN replace(replace(substr(referrer, instr(referrer, '://') + 3), '?', '/'), '#', '/') || '/' ELSE '' END AS rest
    FROM attributed
  ),
  host_port AS (SELECT k, utm, substr(rest, 1, instr(rest, '/') - 1) || ':' AS hp FROM rest),
  hosts AS (SELECT k, utm, lower(substr(hp, 1, instr(hp, ':') - 1)) AS host FROM host_port),
  sourced AS (
    SELECT k, CASE
      WHEN utm <> '' THEN utm
      WHEN host LIKE 'www.%' AND length(host) > 4 THEN substr(host, 5)
      WHEN host <> '' THEN host
      ELSE 'direct' END AS source
    FROM hosts
  )`;
