/**
 * Keys that need no configuring: a secret set on its own (`wrangler secret put NAME`) wins;
 * unset, the key is SERVICE_KEY under a label naming its use, so each use has a key of its own
 * and changing SERVICE_KEY changes them all.
 */
export function secretOrDerived(configured: string | undefined, purpose: string, serviceKey: string | undefined): string {
  return configured || `${purpose}:${serviceKey ?? ''}`;
}
