/** The byline: the company as author, with an initials avatar and the team's position. */
import { initials } from '../../../../../shared/posts/blog-logic';
import { SITE } from '../../../../../content/site';

export const AUTHOR_POSITION = 'Facility Care Team';

export function AuthorBlock({ author }: { author: string }) {
  const name = author.trim() || SITE.name;
  return (
    <div className="flex items-center gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-800 text-base font-bold tracking-wide text-white ring-4 ring-white"
      >
        {initials(name)}
      </span>
      <p className="leading-tight">
        <span className="block text-[0.9375rem] font-bold text-ink">{name}</span>
        <span className="mt-0.5 block text-sm text-muted">{AUTHOR_POSITION}</span>
      </p>
    </div>
  );
}
