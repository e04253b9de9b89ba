/** Technology and process: the tools we use and the four steps from first call to quality check. */
import { icon } from '../../components/icon';
import { IconPointList } from '../../components/ui/card';
import { withIcons } from '../../components/ui/with-icons';
import { Illustration } from '../../components/ui/illustration';
import { Section, SectionHeading } from '../../components/ui/section';
import technology from '../../../../content/home/technology.json';
import { withPromises } from '../../../../content/promises';

const Camera = icon('camera');
const Leaf = icon('leaf');
const Smartphone = icon('smartphone');
const Wind = icon('wind');

export const TOOLS = withIcons(technology.tools, [Smartphone, Camera, Wind, Leaf]);

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
          <SectionHeading id="technology-title" {...technology.heading} />
          <IconPointList items={TOOLS} className="mt-8 grid gap-6 sm:grid-cols-2" tileClassName="bg-white shadow-card" titleClassName="font-bold" />
        </div>
      </div>
      <h3 className="mt-16 text-2xl font-extrabold tracking-tight">How we work, in four steps</h3>
      <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {technology.steps.map((step, i) => (
          <li key={step.title} className="relative rounded-card bg-white p-6 shadow-card ring-1 ring-line/70">
            <span aria-hidden="true" className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-lg font-extrabold text-white">
              {i + 1}
            </span>
            <h4 className="mt-4 text-lg font-bold">
              <span className="sr-only">{`Step ${i + 1}: `}</span>
              {step.title}
            </h4>
            <p className="mt-2 text-[0.9375rem] text-muted">{withPromises(step.text)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
