/** A policy page body: a contents list beside numbered sections, in the article typography. */
import { Container } from '../../components/ui/section';

export interface LegalSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

export function LegalDocument({ updated, sections }: { updated: string; sections: readonly LegalSection[] }) {
  return (
    <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:gap-16">
      <nav aria-label="On this page" className="lg:col-span-4">
        <div className="rounded-card bg-surface p-6 ring-1 ring-line lg:sticky lg:top-28">
          <p className="text-sm font-semibold text-muted">Last updated {updated}</p>
          <h2 className="mt-4 text-sm font-bold tracking-[0.12em] text-ink uppercase">On this page</h2>
          <ol className="mt-3 space-y-1 text-[0.9375rem]">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="inline-flex min-h-9 items-center text-brand-700 hover:text-brand-900 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>
      <div className="prose-article max-w-3xl lg:col-span-8">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-28 [&>*+*]:mt-4 [&:first-child>h2]:mt-0">
            <h2 id={`${s.id}-title`}>
              {i + 1}. {s.title}
            </h2>
            {s.body}
          </section>
        ))}
      </div>
    </Container>
  );
}
