/**
 * The quick apply form's controls: a label, a hint read before the field and the error after it,
 * tied to the control by `aria-describedby` and `aria-invalid`. Styled by the lead form's
 * stylesheet (features/leads/lead-form.css, `.lead-form`): large tiles and inputs at least 48 px
 * tall, easy to hit on a phone.
 */
import { useState } from 'react';
import type { Option } from '../../../../shared/intake/form';
import { cn } from '../../lib/cn';

export const applyFieldId = (form: string, name: string) => `${form}-${name}`;

interface Base {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** The words beside an optional field's label, in the form's language. */
  optional?: string;
  className?: string;
}

function described(id: string, hint?: string, error?: string) {
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': cn(hint && `${id}-hint`, error && `${id}-error`) || undefined,
  };
}

const Hint = ({ id, hint }: { id: string; hint?: string }) =>
  hint ? (
    <p id={`${id}-hint`} className="hint">
      {hint}
    </p>
  ) : null;

const Err = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p id={`${id}-error`} className="err">
      {error}
    </p>
  ) : null;

const LabelText = ({ label, optional }: { label: string; optional?: string }) => (
  <>
    {label}
    {optional && <span className="opt"> {optional}</span>}
  </>
);

export function ApplyInput({
  form,
  name,
  label,
  hint,
  error,
  optional,
  className,
  ...control
}: Base & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'form'>) {
  const id = applyFieldId(form, name);
  return (
    <div className={className}>
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <Hint id={id} hint={hint} />
      <input id={id} name={name} {...described(id, hint, error)} {...control} />
      <Err id={id} error={error} />
    </div>
  );
}

/**
 * A file field drawn like the other fields, its button and its "no file" text in the page's
 * language (a browser writes its own in the browser's language). The real input covers the box,
 * transparent, so a tap anywhere on it picks a file and the keyboard reaches it as any input; the
 * drawn words are hidden from screen readers, which announce the input and its file themselves.
 */
export function ApplyFile({
  form,
  name,
  label,
  hint,
  error,
  optional,
  className,
  choose,
  none,
  ...control
}: Base & { choose: string; none: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'form' | 'type'>) {
  const id = applyFieldId(form, name);
  const [chosen, setChosen] = useState('');
  return (
    <div className={className}>
      <label htmlFor={id}>
        <LabelText label={label} optional={optional} />
      </label>
      <Hint id={id} hint={hint} />
      <div className="file">
        <span aria-hidden="true" className="pick">
          {choose}
        </span>
        <span aria-hidden="true" className="chosen">
          {chosen || none}
        </span>
        <input
          id={id}
          name={name}
          type="file"
          {...described(id, hint, error)}
          {...control}
          onChange={(e) => {
            setChosen(e.currentTarget.files?.[0]?.name ?? '');
            control.onChange?.(e);
          }}
        />
      </div>
      <Err id={id} error={error} />
    </div>
  );
}

/** Checkboxes or radios as tappable tiles; `names` gives a longer name a screen reader reads instead of a short label. */
export function ApplyChoices({
  form,
  name,
  label,
  hint,
  error,
  optional,
  className,
  options,
  type,
  checked,
  columns,
  names,
  tile,
}: Base & {
  options: readonly Option[];
  type: 'checkbox' | 'radio';
  checked: readonly string[];
  columns: string;
  names?: Record<string, string>;
  /** Classes for each tile beside `choice` (the days' narrow tiles stack the box over the label). */
  tile?: string;
}) {
  const id = applyFieldId(form, name);
  const aria = described(id, hint, error);
  return (
    <fieldset aria-describedby={aria['aria-describedby']} className={className}>
      <legend>
        <LabelText label={label} optional={optional} />
      </legend>
      <Hint id={id} hint={hint} />
      <div className={cn('choices', columns)}>
        {options.map((o, i) => (
          <label key={o.value} className={cn('choice', tile)}>
            <input
              // The first choice carries the group's id: the error summary links to it.
              id={i ? undefined : id}
              type={type}
              name={name}
              value={o.value}
              defaultChecked={checked.includes(o.value)}
              aria-invalid={aria['aria-invalid']}
            />
            {names?.[o.value] ? (
              <>
                <span aria-hidden="true">{o.label}</span>
                <span className="sr-only">{names[o.value]}</span>
              </>
            ) : (
              o.label
            )}
          </label>
        ))}
      </div>
      <Err id={id} error={error} />
    </fieldset>
  );
}
