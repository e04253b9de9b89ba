/**
 * The HTML part of an email document (document.ts), rendered once to static markup: no script, no
 * hydration, nothing fetched from anywhere but the site itself (its logo, and an article's image;
 * no remote font or stylesheet, no tracking pixel), every style inline, since mail clients drop
 * <style>. The logo's alt text is the company's name, styled to read as the header when images
 * are blocked. React escapes every value.
 * The one place outside worker/pages/ that renders React (see .dependency-cruiser.cjs).
 */
import { type CSSProperties, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { EMAIL_LOGO } from '../../../content/email-logo';
import { type Block, type EmailDocument, FOOTER, type Span } from '../document';

// The site's theme tokens (web/src/styles/app.css), written out: an email cannot read the stylesheet.
const INK = '#0f172a';
const BODY = '#334155';
const MUTED = '#526074';
const LINE = '#e2e8f0';
const SURFACE = '#f6f8fa';
const BRAND = '#136580';
const FONT = "'Plus Jakarta Sans', -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const text: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '1.6', color: BODY };
const title: CSSProperties = { margin: '0 0 8px', fontSize: '14px', fontWeight: 700, color: INK, textTransform: 'uppercase', letterSpacing: '0.04em' };

const link: CSSProperties = { color: BRAND, textDecoration: 'underline' };

/** Styled runs; a link only ever to the http(s) address the document was given (React escapes it). */
function Spans({ spans }: { spans: readonly Span[] }) {
  return (
    <>
      {spans.map((s, i) => {
        let node: ReactNode = s.text;
        if (s.em) node = <em>{node}</em>;
        if (s.strong) node = <strong>{node}</strong>;
        if (s.href && /^https?:\/\//i.test(s.href)) {
          node = (
            <a href={s.href} style={link}>
              {node}
            </a>
          );
        }
        // biome-ignore lint/suspicious/noArrayIndexKey: runs are rendered once, in order, never reordered
        return <Fragment key={i}>{node}</Fragment>;
      })}
    </>
  );
}

const button: CSSProperties = {
  display: 'inline-block',
  padding: '12px 22px',
  borderRadius: '999px',
  background: BRAND,
  color: '#ffffff',
  fontSize: '16px',
  fontWeight: 700,
  textDecoration: 'none',
  border: 0,
  cursor: 'pointer',
};

function BlockHtml({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return <h1 style={{ margin: '0 0 16px', fontSize: '24px', lineHeight: '1.25', color: INK }}>{block.text}</h1>;
    case 'paragraph':
      return <p style={text}>{block.text}</p>;
    case 'steps':
      return (
        <>
          <h2 style={title}>{block.title}</h2>
          <ol style={{ ...text, paddingLeft: '20px' }}>
            {block.items.map((item) => (
              <li key={item} style={{ marginBottom: '6px' }}>
                {item}
              </li>
            ))}
          </ol>
        </>
      );
    case 'facts':
      return (
        <>
          <h2 style={title}>{block.title}</h2>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' }}>
            <tbody>
              {block.rows.map((r) => (
                <tr key={r.label}>
                  <td style={{ padding: '8px 12px 8px 0', borderTop: `1px solid ${LINE}`, fontSize: '14px', color: MUTED, verticalAlign: 'top', width: '40%' }}>
                    {r.label}
                  </td>
                  <td style={{ padding: '8px 0', borderTop: `1px solid ${LINE}`, fontSize: '15px', color: INK, verticalAlign: 'top', whiteSpace: 'pre-line' }}>
                    {r.value}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      );
    case 'call':
      return (
        <p style={text}>
          {block.text}{' '}
          <a href={FOOTER.phoneHref} style={{ color: BRAND, fontWeight: 700, textDecoration: 'underline' }}>
            {FOOTER.phone}
          </a>
        </p>
      );
    case 'rich':
      return (
        <p style={text}>
          <Spans spans={block.spans} />
        </p>
      );
    case 'list': {
      const items = block.items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are rendered once, in order, never reordered
        <li key={i} style={{ marginBottom: '6px' }}>
          <Spans spans={item} />
        </li>
      ));
      const style = { ...text, paddingLeft: '20px' };
      return block.ordered ? <ol style={style}>{items}</ol> : <ul style={style}>{items}</ul>;
    }
    case 'button':
      return (
        <p style={{ margin: '8px 0 24px' }}>
          <a href={block.href} style={button}>
            {block.text}
          </a>
        </p>
      );
    case 'lines':
      return (
        <pre
          style={{
            margin: '0 0 16px',
            fontFamily: 'Menlo, Consolas, monospace',
            fontSize: '13px',
            lineHeight: '1.5',
            color: INK,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {block.lines.join('\n')}
        </pre>
      );
    case 'quote':
      return (
        <>
          <p style={{ ...text, margin: '0 0 6px', color: MUTED, fontSize: '14px' }}>{block.by} wrote:</p>
          <blockquote style={{ margin: '0 0 16px', padding: '4px 0 4px 14px', borderLeft: `3px solid ${BRAND}` }}>
            {block.lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are rendered once, in order, never reordered
              <p key={i} style={{ ...text, margin: i === block.lines.length - 1 ? '0' : '0 0 8px' }}>
                {line}
              </p>
            ))}
          </blockquote>
        </>
      );
    case 'form':
      return (
        <form method="post" action={block.action} style={{ margin: '8px 0 24px' }}>
          <button type="submit" style={button}>
            {block.text}
          </button>
        </form>
      );
    case 'signature': {
      const { signer } = block;
      return (
        <p style={{ ...text, margin: '24px 0 16px' }}>
          {block.closing}
          <br />
          <strong style={{ color: INK }}>{signer.name}</strong>
          <br />
          {signer.title ? `${signer.title}, ${FOOTER.brand}` : FOOTER.brand}
          <br />
          Direct line{' '}
          <a href={signer.phoneHref} style={{ color: BRAND, fontWeight: 700, textDecoration: 'underline', whiteSpace: 'nowrap' }}>
            {signer.phone}
          </a>
        </p>
      );
    }
    case 'post':
      return (
        <div style={{ margin: '0 0 24px', paddingTop: '16px', borderTop: `1px solid ${LINE}` }}>
          {block.image && (
            <a href={block.href}>
              <img
                src={block.image}
                alt={block.title}
                width={552}
                style={{ display: 'block', width: '100%', maxWidth: '552px', height: 'auto', borderRadius: '8px', margin: '0 0 12px' }}
              />
            </a>
          )}
          <h2 style={{ margin: '0 0 8px', fontSize: '20px', lineHeight: '1.3', color: INK }}>
            <a href={block.href} style={{ color: INK, textDecoration: 'none' }}>
              {block.title}
            </a>
          </h2>
          {block.excerpt && <p style={text}>{block.excerpt}</p>}
          <p style={{ ...text, margin: 0 }}>
            <a href={block.href} style={{ ...link, fontWeight: 700 }}>
              {block.more}
            </a>
          </p>
        </div>
      );
  }
}

function EmailHtml({ doc }: { doc: EmailDocument }) {
  return (
    <html lang={doc.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{doc.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: SURFACE, fontFamily: FONT }}>
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{doc.preview}</div>
        <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', background: SURFACE }}>
          <tbody>
            <tr>
              <td style={{ padding: '24px 12px' }}>
                <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', maxWidth: '600px', margin: '0 auto' }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '0 4px 12px', fontSize: '16px', fontWeight: 800, color: BRAND }}>
                        {doc.origin ? (
                          <img
                            src={`${doc.origin}${EMAIL_LOGO.path}`}
                            alt={FOOTER.brand}
                            width={EMAIL_LOGO.width}
                            height={EMAIL_LOGO.height}
                            style={{ display: 'block', border: 0, fontSize: '16px', fontWeight: 800, color: BRAND, fontFamily: FONT }}
                          />
                        ) : (
                          FOOTER.name
                        )}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '28px 24px 12px', background: '#ffffff', borderRadius: '12px', border: `1px solid ${LINE}` }}>
                        {doc.blocks.map((block, i) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are rendered once, in order, never reordered
                          <BlockHtml key={i} block={block} />
                        ))}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '16px 4px', fontSize: '13px', lineHeight: '1.6', color: MUTED }}>
                        <p style={{ margin: '0 0 8px' }}>{doc.reason}</p>
                        {doc.unsubscribe && (
                          <p style={{ margin: '0 0 8px' }}>
                            <a href={doc.unsubscribe} style={{ color: MUTED }}>
                              Unsubscribe
                            </a>
                          </p>
                        )}
                        <p style={{ margin: 0 }}>
                          {FOOTER.name}
                          <br />
                          {FOOTER.place}
                          <br />
                          <a href={FOOTER.phoneHref} style={{ color: MUTED }}>
                            {FOOTER.phone}
                          </a>{' '}
                          |{' '}
                          <a href={`mailto:${FOOTER.email}`} style={{ color: MUTED }}>
                            {FOOTER.email}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The image preloads React writes into a document's head: nothing for a mail client, which shows only what the body asks for. */
const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*>/g;

export function renderHtml(doc: EmailDocument): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<EmailHtml doc={doc} />).replace(IMAGE_PRELOADS, '')}`;
}
