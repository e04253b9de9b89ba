/** The plain-text part of an email document (document.ts): the same blocks, as lines. */
import { type Block, type EmailDocument, FOOTER } from './document';

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
  }
}

export function renderText(doc: EmailDocument): string {
  return [...doc.blocks.flatMap(blockLines), doc.reason, '', '--', FOOTER.name, FOOTER.place, `${FOOTER.phone} | ${FOOTER.email}`, ''].join('\n');
}
