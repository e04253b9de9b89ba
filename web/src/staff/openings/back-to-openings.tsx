/** The link above an opening's heading, back to the list of openings. */
import { ArrowLeft } from 'lucide-react';
import { Link } from '../ui/link';

export function BackToOpenings() {
  return (
    <Link to="/openings" className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All openings
    </Link>
  );
}
