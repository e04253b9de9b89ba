/** What happens next, as numbered steps with an icon each (the schedule and thank-you pages). */
import type { IconComponent } from '../icons';
import { cn } from '../../lib/cn';
import { IconTile } from './card';

export interface Step {
  icon: IconComponent;
  title: string;
  text: string;
}

export function NumberedSteps({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('grid sm:grid-cols-3', className)}>
      {steps.map(({ icon: Icon, title, text }, i) => (
        <li key={title}>
          <IconTile>
            <Icon />
          </IconTile>
          <h3 className="mt-4 font-bold">
            <span className="text-accent-700">{i + 1}.</span> {title}
          </h3>
          <p className="mt-1 text-[0.9375rem] text-muted">{text}</p>
        </li>
      ))}
    </ol>
  );
}
