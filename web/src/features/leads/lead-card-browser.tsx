/**
 * A lead card as the browser loads it (registered by start.tsx): the card, and a way to hydrate
 * the copy the edge rendered, where it is (its DOM, the values typed and the focus stay), in a
 * React root of its own. Kept apart from lead-card.tsx so the Worker never bundles react-dom/client.
 */
import { hydrateRoot } from 'react-dom/client';
import { LeadCard, type LeadCardProps } from './lead-card';

export { LeadCard };

export function hydrateLeadCard(container: HTMLElement, props: LeadCardProps) {
  return hydrateRoot(container, <LeadCard {...props} />);
}
