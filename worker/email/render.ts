/** Both parts of an email from its one document: the same data always gives the same text and HTML. */
import type { EmailDocument, RenderedEmail } from './document';
import { renderHtml } from './templates/html';
import { renderText } from './text';

export function renderEmail(doc: EmailDocument): RenderedEmail {
  return { subject: doc.subject, text: renderText(doc), html: renderHtml(doc) };
}
