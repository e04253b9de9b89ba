/** The link above an issue's heading, back to the list of issues. */
import { ArrowLeft } from 'lucide-react';
import { Link } from '../ui/link';

export function BackToIssues() {
  return (
    <Link to="/newsletter" className="inline-flex items-center gap-1.5 hover:text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" /> All issues
    </Link>
  );
}
