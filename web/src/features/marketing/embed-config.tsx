/**
 * What the edge is configured with for the lead forms (docs/decisions.md D8, D12): a third-party
 * lead form (LEAD_FORM_URL) or booking calendar (BOOKING_URL) that replaces our own form, and the
 * Turnstile site key (TURNSTILE_SITE_KEY) our form then shows a challenge with. Empty means not
 * configured. The edge renders with these values and embeds them beside the page for the browser
 * (worker/pages/render-page.ts); <EmbedConfigContext.Provider> hands them to the pages. A lead
 * card (features/leads/lead-card.tsx) shows a configured embed in our form's place.
 */
import { createContext, useContext } from 'react';

export interface EmbedConfig {
  leadFormUrl: string;
  bookingUrl: string;
  turnstileSiteKey: string;
}

export const EMPTY_EMBED_CONFIG: EmbedConfig = { leadFormUrl: '', bookingUrl: '', turnstileSiteKey: '' };

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
