/**
 * Where the third-party lead form and booking calendar live (docs/decisions.md D8).
 * Empty means not configured: pages show the phone/email fallback instead.
 * The app can provide real values (e.g. from the worker's LEAD_FORM_URL and
 * BOOKING_URL vars) with <EmbedConfigContext.Provider>.
 */
import { createContext, useContext } from 'react';

export interface EmbedConfig {
  leadFormUrl: string;
  bookingUrl: string;
}

export const EMPTY_EMBED_CONFIG: EmbedConfig = { leadFormUrl: '', bookingUrl: '' };

export const EmbedConfigContext = createContext<EmbedConfig>(EMPTY_EMBED_CONFIG);

export function useEmbedConfig(): EmbedConfig {
  return useContext(EmbedConfigContext);
}

/** Only absolute https URLs are embedded; anything else counts as unset. */
export function safeEmbedUrl(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).protocol === 'https:' ? url : '';
  } catch {
    return '';
  }
}
