/**
 * An email as data: a template (worker/leads/emails/acknowledgement.ts, …) turns what the email is about into one
 * document, and both parts are rendered from it (text.ts, templates/html.tsx), so the plain text
 * and the HTML always say the same thing. Every email ends with the same footer: the company's
 * name, where it is, its phone and address (content/site.ts).
 */
import { SITE } from '../../content/site';
import type { Signer } from '../../shared/staff/follow-up';
import type { Span } from '../../shared/newsletter/archive';

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** Numbered steps (what happens next). */
  | { type: 'steps'; title: string; items: readonly string[] }
  /** Label and value pairs (what the recipient asked for). */
  | { type: 'facts'; title: string; rows: readonly { label: string; value: string }[] }
  /** The company's phone as the next step: a tel: link in HTML, the number in text. */
  | { type: 'call'; text: string }
  /** A paragraph of styled runs (a newsletter issue's introduction, written in Markdown). */
  | { type: 'rich'; spans: readonly Span[] }
  /** A bulleted or numbered list of styled runs. */
  | { type: 'list'; ordered: boolean; items: readonly (readonly Span[])[] }
  /** One link as the email's call to action (confirm a signup): a button in HTML, the address in text. */
  | { type: 'button'; text: string; href: string }
  /**
   * A button posting a form back to `action`: only for the answer page a link lands on (an email
   * never carries a form), so opening a link changes nothing until someone presses it.
   */
  | { type: 'form'; text: string; action: string }
  /**
   * Lines kept exactly as written (the staff alert's lead, already quoted and made inert): as they
   * are in text, in a fixed-width block in HTML.
   */
  | { type: 'lines'; lines: readonly string[] }
  /** Someone's words quoted under their name (a reviewer's note): `> ` lines in text, a quote bar in HTML. */
  | { type: 'quote'; by: string; lines: readonly string[] }
  /** The sign-off of a person writing: the closing, their name, title and company, their direct line. */
  | { type: 'signature'; closing: string; signer: Signer }
  /** An article presented: its title linked, the featured image (absolute, on the site), the excerpt. */
  | { type: 'post'; title: string; excerpt: string; href: string; image: string | null; more: string };

/** A run of text in a rich block (emphasis, a link only to an http(s) address): the archive's web version draws the same runs. */
export type { Span };

export interface EmailDocument {
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  blocks: readonly Block[];
  /** Why the recipient gets this email, above the company footer. */
  reason: string;
  /** The recipient's own unsubscribe link, shown under the reason (every newsletter copy has one). */
  unsubscribe?: string;
  /**
   * The site's address: when given, the HTML part shows the logo served from it (the company's
   * name as its text, for mail clients that block images); else the name alone, in the brand colour.
   */
  origin?: string;
  /** The language it is written in (the HTML's lang); English when unset. */
  lang?: 'en' | 'es';
}

export interface Footer {
  name: string;
  /** The name people know the company by (a signature's). */
  brand: string;
  place: string;
  phone: string;
  phoneHref: string;
  email: string;
}

export const FOOTER: Footer = {
  name: SITE.legalName,
  brand: SITE.name,
  place: `${SITE.city}, ${SITE.region} (${SITE.county})`,
  phone: SITE.phone,
  phoneHref: SITE.phoneHref,
  email: SITE.email,
};

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}
