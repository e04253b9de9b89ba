/**
 * Reply and call links to what a visitor gave. An address is one URL component: a valid address
 * such as `x?bcc=…&subject=…@example.com` would otherwise add a Bcc and a subject to the reply. A
 * number keeps only + and its digits.
 */
export const mailtoHref = (address: string): string => `mailto:${encodeURIComponent(address)}`;

export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
