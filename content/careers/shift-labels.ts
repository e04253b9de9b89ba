import type { Locale, SHIFTS } from '../../shared/careers/careers.ts';

/**
 * The shifts' names, one table for the application form and the openings' filter and pages, so a
 * shift reads the same everywhere (Spanish avoids "madrugada", which some read as early morning
 * and others as overnight).
 */
export const SHIFT_LABELS = {
  en: { early_morning: 'Early morning', day: 'Daytime', evening: 'Evening', overnight: 'Overnight', weekend: 'Weekends' },
  es: { early_morning: 'Muy temprano', day: 'De día', evening: 'Tarde y noche', overnight: 'Nocturno', weekend: 'Fines de semana' },
} as const satisfies Record<Locale, Record<(typeof SHIFTS)[number], string>>;
