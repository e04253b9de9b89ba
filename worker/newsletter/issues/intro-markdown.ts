/**
 * An issue's introduction, written by staff in Markdown, as email blocks. Only a small subset
 * survives: paragraphs, emphasis, links to http(s) addresses, lists. Everything else is kept as
 * its plain text (a heading reads as a bold paragraph, raw HTML shows as the text typed), and every
 * value is escaped where it is written (React in templates/html.tsx), so nothing typed here can add
 * markup, a script or a link of another scheme. marked (already the staff editor's parser) only
 * reads the text into tokens; its HTML renderer is never used.
 */
import { type Token, type Tokens, marked } from 'marked';
import type { Block, Span } from '../../email/document';

type Style = Omit<Span, 'text'>;

const HTTP_LINK = /^https?:\/\/[^\s]+$/i;

function inline(tokens: readonly Token[] | undefined, style: Style, out: Span[]): Span[] {
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
      case 'em':
      case 'del':
        inline((token as Tokens.Strong).tokens, token.type === 'del' ? style : { ...style, [token.type]: true }, out);
        break;
      case 'link': {
        const { href, tokens: inner } = token as Tokens.Link;
        inline(inner, HTTP_LINK.test(href) ? { ...style, href } : style, out);
        break;
      }
      case 'text':
        if ('tokens' in token && token.tokens?.length) inline(token.tokens, style, out);
        else out.push({ ...style, text: (token as Tokens.Text).text });
        break;
      case 'br':
        out.push({ ...style, text: ' ' });
        break;
      case 'image':
        out.push({ ...style, text: (token as Tokens.Image).text });
        break;
      case 'codespan':
      case 'escape':
      case 'html':
        out.push({ ...style, text: (token as Tokens.Codespan).text });
        break;
      default:
        out.push({ ...style, text: token.raw });
    }
  }
  return out;
}

/** Merges neighbouring runs of one style, and drops empty ones. */
function tidy(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out.at(-1);
    if (last && last.strong === span.strong && last.em === span.em && last.href === span.href) last.text += span.text;
    else if (span.text) out.push({ ...span });
  }
  return out;
}

/** A list item's text: its own words, then any nested list's, on one line. */
function itemSpans(item: Tokens.ListItem): Span[] {
  const out: Span[] = [];
  for (const token of item.tokens) {
    if (out.length) out.push({ text: ' ' });
    if (token.type === 'list') out.push(...(token as Tokens.List).items.flatMap((nested, i) => [...(i ? [{ text: '; ' }] : []), ...itemSpans(nested)]));
    else if ('tokens' in token && token.tokens) inline(token.tokens, {}, out);
    else out.push({ text: 'text' in token ? String(token.text) : token.raw });
  }
  return tidy(out);
}

function blocks(tokens: readonly Token[], out: Block[]): Block[] {
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'hr':
        break;
      case 'paragraph':
        out.push({ type: 'rich', spans: tidy(inline((token as Tokens.Paragraph).tokens, {}, [])) });
        break;
      case 'heading':
        out.push({ type: 'rich', spans: tidy(inline((token as Tokens.Heading).tokens, { strong: true }, [])) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        out.push({ type: 'list', ordered: list.ordered, items: list.items.map(itemSpans) });
        break;
      }
      case 'blockquote':
        blocks((token as Tokens.Blockquote).tokens, out);
        break;
      default:
        // Code, tables, raw HTML: the text as typed, escaped like everything else.
        out.push({ type: 'rich', spans: [{ text: 'text' in token && typeof token.text === 'string' ? token.text : token.raw }] });
    }
  }
  return out.filter((b) => b.type !== 'rich' || b.spans.length > 0);
}

/** The introduction's blocks; an empty introduction has none. */
export function introBlocks(markdown: string): Block[] {
  if (!markdown.trim()) return [];
  return blocks(marked.lexer(markdown, { gfm: true }), []);
}

/** The introduction's first words as plain text (the line mail clients show beside the subject). */
export function introPreview(blocksOfIntro: readonly Block[], max = 140): string {
  for (const block of blocksOfIntro) {
    const spans = block.type === 'rich' ? block.spans : block.type === 'list' ? block.items.flat() : [];
    const text = spans
      .map((s) => s.text)
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text.length > max ? `${text.slice(0, max - 1)}…` : text;
  }
  return '';
}
