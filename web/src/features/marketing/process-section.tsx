/** Technology and process: the tools we use and the four steps from first call to quality check. */
import { Camera, Leaf, Smartphone, Wind } from '../../components/icons';
import { IconPointList } from '../../components/ui/card';
import { Illustration } from '../../components/ui/illustration';
import { Section, SectionHeading } from '../../components/ui/section';

const TOOLS = [
  { icon: Smartphone, title: 'Digital checklists', text: 'Every room and task signed off on a phone, visible to you.' },
  { icon: Camera, title: 'Photo reports', text: 'Before-and-after photos from inspections and special work.' },
  { icon: Wind, title: 'HEPA filtration', text: 'Backpack vacuums that trap fine dust instead of blowing it around.' },
  { icon: Leaf, title: 'Microfiber and green chemistry', text: 'Colour-coded cloths and certified products that cut waste.' },
] as const;

export const PROCESS_STEPS = [
  { title: 'Site Assessment', text: 'We walk your facility with you, note traffic, surfaces and special requirements, and listen.' },
  { title: 'Custom Plan', text: 'Within 24 hours you get a written scope, frequency and price built for your building.' },
  { title: 'Service Delivery', text: 'A trained, background-checked crew follows the checklist on the schedule you chose.' },
  { title: 'Quality Control', text: 'Supervisors inspect, log the results and fix anything missed before you notice it.' },
] as const;

export function ProcessSection() {
  return (
    <Section id="technology" tone="tint" labelledBy="technology-title">
      <div className="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16">
        <div className="lg:order-2 lg:col-span-6">
          <Illustration
            src="/images/home/technology.svg"
            alt="Illustration of a supervisor checking a digital cleaning checklist on a tablet"
            className="h-auto w-full rounded-card bg-white"
          />
        </div>
        <div className="lg:order-1 lg:col-span-6">
          <SectionHeading
            id="technology-title"
            eyebrow="Technology and process"
            title="Modern tools, a simple process, results you can check"
            lead="Cleaning you cannot see being done is hard to trust. We make it visible."
          />
          <IconPointList items={TOOLS} className="mt-8 grid gap-6 sm:grid-cols-2" tileClassName="bg-white shadow-card" titleClassName="font-bold" />
        </div>
      </div>
      <h3 className="mt-16 text-2xl font-extrabold tracking-tight">How we work, in four steps</h3>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {PROCESS_STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-line/70">
            <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-lg font-extrabold text-white">
              {i + 1}
            </span>
            <h4 className="mt-4 text-lg font-bold">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h4>
            <p className="mt-2 text-[0.9375rem] text-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
