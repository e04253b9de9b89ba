/**
 * What stopped a save, at the top of the form: each field's problem as a link to the field, or
 * the reason the whole post was not saved. It takes focus after a failed save (through `ref`),
 * so keyboard and screen-reader users start from the list of what to fix.
 */
import { CircleAlert } from 'lucide-react';
import type { FieldErrors, FieldName } from './editor-state';
import { FIELD_IDS } from './field-ids';

export function ErrorSummary({ errors, topError, ref }: { errors: FieldErrors; topError: string | null; ref: React.Ref<HTMLDivElement> }) {
  const errorList = Object.entries(errors) as [FieldName, string][];
  if (errorList.length === 0 && !topError) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-card bg-red-50 p-5 text-red-900 ring-1 ring-red-200 focus:outline-none">
      <h2 className="flex items-center gap-2 text-base font-bold text-red-900">
        <CircleAlert aria-hidden="true" className="size-5" /> {topError && errorList.length === 0 ? 'The post was not saved' : 'Please fix these before saving'}
      </h2>
      {topError && <p className="mt-2">{topError}</p>}
      {errorList.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {errorList.map(([field, message]) => (
            <li key={field}>
              <a href={`#${FIELD_IDS[field]}`} className="font-medium underline underline-offset-2">
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm">Everything you typed is still here.</p>
    </div>
  );
}
