/**
 * How the browser gets a lead card's code: start.tsx registers the dynamic import, the card's
 * frame (marketing/lead-form-card.tsx) calls it. The import lives in start.tsx, whose chunk
 * already lists the files it depends on, and the Worker, which renders the card from its entry
 * (web/src/entry-server.tsx), never bundles the browser's half (react-dom/client).
 */
import type { LeadCardProps } from './lead-card';

export interface LeadCardModule {
  LeadCard: (props: LeadCardProps) => React.ReactNode;
  /** Hydrates the card the edge rendered into `container` where it is, in a React root of its own. */
  hydrateLeadCard(container: HTMLElement, props: LeadCardProps): { unmount(): void };
}

let load: () => Promise<LeadCardModule>;

export function setLeadCardLoader(loader: () => Promise<LeadCardModule>): void {
  load = loader;
}

export const loadLeadCard = (): Promise<LeadCardModule> => load();
