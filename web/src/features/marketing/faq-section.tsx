/**
 * The home page FAQ. The questions and answers come from the site facts, the
 * same source as the FAQPage JSON-LD, so what search engines read is what
 * visitors see.
 */
import faq from '../../../../content/home/faq.json';
import { FAQ } from '../../../../content/proof';
import { Section, SectionHeading } from '../../components/ui/section';

export function FaqSection() {
  return (
    <Section id="faq" tone="surface" labelledBy="faq-title">
      <div className="grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SectionHeading id="faq-title" {...faq.heading} />
        </div>
        <dl className="space-y-5 lg:col-span-8">
          {FAQ.map((item) => (
            <div key={item.question} className="rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-7">
              <dt className="text-lg font-bold text-ink">{item.question}</dt>
              <dd className="mt-2 text-body">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
