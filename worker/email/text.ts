/** The plain-text part of an email document (document.ts): the same blocks, as lines. */
import { type Block, type EmailDocument, FOOTER, type Span } from './document';

/** Runs as plain text: a link is its words with the address after them (once, if they are the address). */
const spansText = (spans: readonly Span[]) => spans.map((s) => (s.href && s.href !== s.text.trim() ? `${s.text} (${s.href})` : s.text)).join('');

function blockLines(block: Block): string[] {
  switch (block.type) {
    case 'heading':
      return [block.text, ''];
    case 'paragraph':
      return [block.text, ''];
    case 'steps':
      return [block.title, ...block.items.map((item, i) => `${i + 1}. ${item}`), ''];
    case 'facts':
      return [block.title, ...block.rows.map((r) => `- ${r.label}: ${r.value}`), ''];
    case 'call':
      return [`${block.text} ${FOOTER.phone}`, ''];
    case 'rich':
      return [spansText(block.spans), ''];
    case 'list':
      return [...block.items.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${spansText(item)}`), ''];
    case 'button':
      return [`${block.text}: ${block.href}`, ''];
    case 'form':
      return [];
    case 'lines':
      return [...block.lines, ''];
    case 'quote':
      return [`${block.by} wrote:`, ...block.lines.map((line) => `> ${line}`), ''];
    case 'signature': {
      const { signer } = block;
      return [block.closing, signer.name, signer.title ? `${signer.title}, ${FOOTER.brand}` : FOOTER.brand, `Direct line: ${signer.phone}`, ''];
    }
    case 'post':
      return [block.title, ...(block.excerpt ? [block.excerpt] : []), `${block.more}: ${block.href}`, ''];
  }
}

export function renderText(doc: EmailDocument): string {
  const unsubscribe = doc.unsubscribe ? [`Unsubscribe: ${doc.unsubscribe}`, ''] : [];
  return [...doc.blocks.flatMap(blockLines), doc.reason, '', ...unsubscribe, '--', FOOTER.name, FOOTER.place, `${FOOTER.phone} | ${FOOTER.email}`, ''].join(
    '\n',
  );
}
