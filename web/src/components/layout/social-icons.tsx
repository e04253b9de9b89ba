/** Social profile links: only the profiles configured in the site facts render. */
import { SOCIAL } from '../../../../content/site';

const PATHS: Record<keyof typeof SOCIAL, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.8c0-.5.3-.8.5-.8z',
  linkedin:
    'M4.5 8.5h4v12h-4zM6.5 3a2.2 2.2 0 1 1 0 4.4 2.2 2.2 0 0 1 0-4.4zM10.5 8.5h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6v5.8h-4v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8v5.3h-4z',
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.2-8.2a1.2 1.2 0 1 1-2.4 0 1.2 1.2 0 0 1 2.4 0zM12 2c-2.7 0-3 0-4.1.1C4 2.3 2.3 4 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.2 3.9 1.9 5.6 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.9-.2 5.6-1.9 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1C21.7 4 20 2.3 16.1 2.1 15 2 14.7 2 12 2z',
};

const LABELS: Record<keyof typeof SOCIAL, string> = { facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' };

export function SocialIcons({ profiles = SOCIAL }: { profiles?: Readonly<Record<keyof typeof SOCIAL, string>> }) {
  const configured = (Object.keys(profiles) as (keyof typeof SOCIAL)[]).filter((k) => profiles[k]);
  if (configured.length === 0) return null;
  return (
    <ul className="flex gap-3" aria-label="Social media">
      {configured.map((k) => (
        <li key={k}>
          <a
            href={profiles[k]}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
              <path d={PATHS[k]} />
            </svg>
            <span className="sr-only">{LABELS[k]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
