/**
 * What the share menu's items do (components/share-menu.tsx) beyond closing it: a network's share
 * page in a 600x400 popup without opener access, and copying the link. A chunk of its own, with no
 * imports, loaded when the menu first opens: none of it runs before a visitor asks to share.
 */
const POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export type Network = 'facebook' | 'twitter' | 'linkedin';

function shareUrl(network: Network, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  }
}

export function openSharePopup(network: Network, url: string, title: string): void {
  window.open(shareUrl(network, url, title), '_blank', POPUP_FEATURES);
}

/** Rejects where the Clipboard API is missing or refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
  await navigator.clipboard.writeText(text);
}
