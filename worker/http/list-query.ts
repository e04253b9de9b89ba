/**
 * The query string of a staff list (leads, applications, the audit log): every parameter known,
 * each given once, each value checked, so a mistyped filter answers 400 and says what is allowed
 * instead of silently showing everything. Each list names its parameters and reads them here.
 */
import { companyDayEnd, companyDayStart, companyTimeLabel } from '../../shared/time/company-time';
import { ApiError } from './errors';

const invalid = (message: string, hint: string) => new ApiError(400, '22023', message, null, hint);

export interface ListLimits {
  defaultLimit: number;
  maxLimit: number;
}

export class ListQuery {
  constructor(
    private readonly params: URLSearchParams,
    allowed: readonly string[],
  ) {
    for (const name of new Set(params.keys())) {
      if (!allowed.includes(name)) throw invalid(`Unknown parameter "${name.slice(0, 40)}"`, `Filters: ${allowed.join(', ')}.`);
      if (params.getAll(name).length > 1) throw invalid(`"${name}" is given more than once`, 'Give each filter once.');
    }
  }

  /** The raw value, or undefined when absent. */
  text(name: string): string | undefined {
    return this.params.get(name) ?? undefined;
  }

  /** One of `values`, or undefined when absent; `label` names it in the error ("status"). */
  oneOf<T extends string>(name: string, values: readonly T[], label = name): T | undefined {
    const value = this.params.get(name);
    if (value === null) return undefined;
    if (!(values as readonly string[]).includes(value)) throw invalid(`Unknown ${label}`, `One of: ${values.join(', ')}.`);
    return value as T;
  }

  wholeNumber(name: string, min: number, max: number): number | undefined {
    const value = this.params.get(name);
    return value === null ? undefined : wholeNumber(name, value, min, max);
  }

  /**
   * A company day's bound as an instant (YYYY-MM-DD on the company's calendar): `from` its first
   * moment, `to` the first moment after it, so both days are included (a day is 23 or 25 hours on
   * a daylight-saving change).
   */
  day(name: 'from' | 'to'): string | undefined {
    const value = this.params.get(name);
    if (value === null) return undefined;
    const bound = name === 'from' ? companyDayStart(value) : companyDayEnd(value);
    if (!bound) {
      throw invalid(`"${name}" must be a day written YYYY-MM-DD`, `e.g. from=2026-01-01&to=2026-01-31 (both days included, ${companyTimeLabel()}).`);
    }
    return bound.toISOString();
  }

  paging(limits: ListLimits): { limit: number; offset: number } {
    return { limit: this.wholeNumber('limit', 1, limits.maxLimit) ?? limits.defaultLimit, offset: this.wholeNumber('offset', 0, 100_000_000) ?? 0 };
  }
}

export function wholeNumber(name: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!/^\d{1,9}$/.test(value) || n < min || n > max) throw invalid(`"${name}" must be a whole number from ${min} to ${max}`, `e.g. ${name}=${min}`);
  return n;
}
