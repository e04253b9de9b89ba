/**
 * The white cards the editor's form is laid out in, and the titled sections among them
 * (Publishing, Details, Image, Search appearance), so each section is labelled by its heading
 * the same way.
 */
import { cn } from '../../lib/cn';

export const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-line/70 sm:p-6';

export function EditorSection({
  name,
  title,
  stack = false,
  anchorId,
  children,
}: {
  /** Names the heading's id, `<name>-heading`. */
  name: string;
  title: string;
  /** Fields stacked straight under the heading (spaced like the form's other fields). */
  stack?: boolean;
  /** An id to give the content, for a section that the error summary links to as a whole. */
  anchorId?: string;
  children: React.ReactNode;
}) {
  const headingId = `${name}-heading`;
  return (
    <section aria-labelledby={headingId} className={cn(stack && 'space-y-5', cardClass)}>
      <h2 id={headingId} className={cn(!stack && 'mb-4', 'text-lg font-bold')}>
        {title}
      </h2>
      {anchorId ? (
        <div id={anchorId} tabIndex={-1} className="focus:outline-none">
          {children}
        </div>
      ) : (
        children
      )}
    </section>
  );
}
