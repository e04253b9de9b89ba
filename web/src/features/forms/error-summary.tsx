/**
 * The error summary every public form shows above itself once a send is refused: how many answers
 * to check, then each problem as a link that moves focus into its field (without JavaScript, the
 * link moves the view).
 */
export function ErrorSummary({
  problems,
  heading,
  fieldId,
}: {
  /** [field name, message], in the order the form shows its fields. */
  problems: readonly (readonly [string, string])[];
  heading: string;
  fieldId: (name: string) => string;
}) {
  return (
    <div role="alert" className="mb-6 rounded-tile border-l-4 border-red-700 bg-red-50 p-4 text-[0.9375rem] text-ink">
      <p className="font-bold">{heading}</p>
      <ul className="mt-1 list-disc pl-5">
        {problems.map(([name, message]) => (
          <li key={name}>
            <a
              href={`#${fieldId(name)}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(fieldId(name))?.focus();
              }}
              className="block py-0.5 font-semibold text-red-800 underline underline-offset-2"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
