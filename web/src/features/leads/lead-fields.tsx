/**
 * The lead form's controls: a label, an optional hint and the field's error, tied to the control
 * with `aria-describedby` and `aria-invalid`, so a screen reader reads the label, the hint and
 * what is wrong in one go. Markup only, styled by lead-form.css (the behaviour is in
 * lead-form-behavior.tsx).
 */
import type { Option } from '../../../../shared/leads/lead';
import { cn } from '../../lib/cn';

/** What every field takes: ids derive from the form's id (useId) and the field's name. */
interface FieldBase {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** Marked "(optional)" beside the label. */
  optional?: boolean;
  /** The id of a note elsewhere in the form that also describes this field. */
  note?: string;
  className?: string;
}

/** The control's id: the error summary links to it, and a label points at it. */
export const fieldId = (form: string, name: string) => `${form}-${name}`;

function Label({ label, optional }: { label: string; optional?: boolean }) {
  return (
    <>
      {label}
      {optional && <span className="opt"> (optional)</span>}
    </>
  );
}

/** A field's hint (above the control, read before it is filled in), its error (below), and the ids the control points at. */
function help(id: string, hint?: string, error?: string, also?: string) {
  return {
    control: { 'aria-invalid': error ? true : undefined, 'aria-describedby': cn(also, hint && `${id}-hint`, error && `${id}-error`) || undefined },
    hint: hint && (
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    ),
    error: error && (
      <p id={`${id}-error`} className="err">
        {error}
      </p>
    ),
  };
}

type ControlProps = React.InputHTMLAttributes<HTMLInputElement> &
  React.SelectHTMLAttributes<HTMLSelectElement> &
  React.TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled input, select (pass its options as children) or textarea. */
export function Field({
  form,
  name,
  label,
  hint,
  error,
  optional,
  note,
  className,
  as: Control = 'input',
  ...control
}: FieldBase & Omit<ControlProps, 'form'> & { as?: 'input' | 'select' | 'textarea' }) {
  const id = fieldId(form, name);
  const { control: aria, hint: hintNote, error: errorNote } = help(id, hint, error, note);
  // An input without a hint sits inside its label, and carries its id only for the error summary's
  // link: the form is in the home page's first round trip (docs/performance.md), every byte counts.
  if (Control === 'input' && !hint) {
    return (
      <div className={className}>
        <label>
          <Label label={label} optional={optional} />
          <input id={error ? id : undefined} name={name} {...aria} {...control} />
        </label>
        {errorNote}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id}>
        <Label label={label} optional={optional} />
      </label>
      {hintNote}
      <Control id={id} name={name} {...aria} {...control} />
      {errorNote}
    </div>
  );
}

/** A select's options after a "Choose one" that cannot be chosen, so nothing is picked by default. */
export function choices(options: readonly Option[]) {
  return [
    <option key="" value="" disabled>
      Choose one
    </option>,
    ...options.map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    )),
  ];
}

/** Checkboxes (several answers) or radios (one) as tappable tiles in a fieldset. */
export function ChoiceGroup(props: FieldBase & { options: readonly Option[]; type: 'checkbox' | 'radio'; checked: readonly string[]; columns: string }) {
  const { name, type, checked } = props;
  const id = fieldId(props.form, name);
  const { control: aria, hint: hintNote, error: errorNote } = help(id, props.hint, props.error);
  return (
    <fieldset aria-describedby={aria['aria-describedby']} className={props.className}>
      <legend>
        <Label label={props.label} optional={props.optional} />
      </legend>
      {hintNote}
      <div className={cn('choices', props.columns)}>
        {props.options.map((o, i) => (
          <label key={o.value} className="choice">
            <input
              // The first choice carries the group's id: the error summary links to it.
              id={i ? undefined : id}
              type={type}
              name={name}
              value={o.value}
              required={type === 'radio' || undefined}
              defaultChecked={checked.includes(o.value)}
              aria-invalid={aria['aria-invalid']}
            />
            {o.label}
          </label>
        ))}
      </div>
      {errorNote}
    </fieldset>
  );
}
