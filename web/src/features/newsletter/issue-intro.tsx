/**
 * An issue's introduction on its web version: the same paragraphs, lists, emphasis and links the
 * email shows (worker/newsletter/issues/intro-markdown.ts reads the Markdown into these blocks;
 * every run is text, escaped by React, and a link is only ever http(s)).
 */
import type { IntroBlock, Span } from '../../../../shared/newsletter/archive';

function Run({ span }: { span: Span }) {
  let node: React.ReactNode = span.text;
  if (span.em) node = <em>{node}</em>;
  if (span.strong) node = <strong>{node}</strong>;
  if (span.href)
    node = (
      <a href={span.href} rel="noopener">
        {node}
      </a>
    );
  return node;
}

// The blocks are an issue's fixed words, never reordered: a position is a stable key.
function Runs({ spans }: { spans: readonly Span[] }) {
  // biome-ignore lint/suspicious/noArrayIndexKey: fixed words, never reordered
  return spans.map((span, i) => <Run key={i} span={span} />);
}

export function IssueIntro({ blocks }: { blocks: readonly IntroBlock[] }) {
  if (blocks.length === 0) return null;
  return (
    <div className="prose-article">
      {blocks.map((block, i) => {
        if (block.type === 'rich')
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed words, never reordered
            <p key={i}>
              <Runs spans={block.spans} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed words, never reordered
          <List key={i}>
            {block.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed words, never reordered
              <li key={j}>
                <Runs spans={item} />
              </li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
