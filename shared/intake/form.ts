/**
 * A form declared once: each field's name (the form's `name` attribute, the JSON key and the D1
 * column), its one label, hint and options, its valibot rule, which kinds ask for it, and its place
 * (order and group). The browser form, the Worker, the staff email, the staff app and the CSV all
 * read a form from its declaration, so a new field is a declaration and a migration.
 */
import * as v from 'valibot';

export interface Option {
  value: string;
  label: string;
}

/** A field's rule: what it accepts and what it becomes (the browser and the Worker run the same one). */
export type Rule = v.GenericSchema<unknown, unknown>;

/**
 * How a value reads and what it holds: free text the visitor wrote (`line`, one line; `text`, lines),
 * facts the rule has checked (`email`, `phone`, `day`), or an answer from `options` (`choice`, one;
 * `choices`, a list).
 */
export type FieldType = 'line' | 'text' | 'email' | 'phone' | 'day' | 'choice' | 'choices';

export interface FieldSpec<Kind extends string = string> {
  readonly name: string;
  readonly label: string;
  /** Read before the field is filled in. */
  readonly hint?: string;
  readonly type: FieldType;
  /** A group the form declares (`groups`): where the field is listed for staff. */
  readonly group: string;
  readonly options?: readonly Option[];
  readonly rule: Rule;
  /** The kinds that ask for it; every kind when absent. */
  readonly kinds?: readonly Kind[];
  /** A kind that asks differently: its own label, its own hint (null: none) or its own rule. */
  readonly byKind?: { readonly [K in Kind]?: { readonly label?: string; readonly hint?: string | null; readonly rule?: Rule } };
  /**
   * Who fills it in when it is not the visitor: `hidden`, the form's markup (the page, the consent
   * shown); `attribution`, the form's script from the visit's first page view.
   */
  readonly input?: 'hidden' | 'attribution';
}

/** A rule across fields, its message shown on one of them. */
export interface FormCheck {
  readonly field: string;
  readonly message: string;
  /** The fields the test reads: it runs as soon as those hold valid values, whatever the others hold. */
  readonly reads: readonly string[];
  readonly test: (values: Record<string, unknown>) => boolean;
}

export interface FormSpec<Kind extends string = string, Fields extends readonly FieldSpec<Kind>[] = readonly FieldSpec<Kind>[]> {
  /** The kinds of this form, value -> label, in order; sent as `kind`. A form of one kind has none. */
  readonly kinds?: { readonly [K in Kind]: string };
  /** The message when `kind` is missing or not one of them. */
  readonly kindMessage?: string;
  /** The groups fields are listed in, in order, each with its title. */
  readonly groups: readonly { readonly name: string; readonly title: string }[];
  /** The fields in the order the form shows them. */
  readonly fields: Fields;
  readonly checks?: readonly FormCheck[];
}

/** Declares a form, keeping each field's name and rule as types, so its values are typed too. */
export function defineForm<const Kind extends string = never, const Fields extends readonly FieldSpec<Kind>[] = readonly FieldSpec<Kind>[]>(
  spec: FormSpec<Kind, Fields>,
): FormSpec<Kind, Fields> {
  for (const field of spec.fields) {
    if (!spec.groups.some((g) => g.name === field.group)) throw new Error(`${field.name}: no group ${field.group}`);
  }
  return spec;
}

type Flat<T> = { [K in keyof T]: T[K] } & {};
type AskedBy<F, K> = F extends { readonly kinds: readonly (infer A)[] } ? ([K] extends [never] ? F : K extends A ? F : never) : F;
type ValuesOf<F extends FieldSpec, K> = { -readonly [X in AskedBy<F, K> as X['name']]: v.InferOutput<X['rule']> };

/** A form's values once its rules passed: by kind when it has kinds. */
export type FormValues<S> =
  S extends FormSpec<infer K, infer Fields>
    ? [K] extends [never]
      ? Flat<ValuesOf<Fields[number], never>>
      : K extends string
        ? Flat<{ kind: K } & ValuesOf<Fields[number], K>>
        : never
    : never;

/** The name of every field a form declares. */
export type FieldName<S> = S extends FormSpec<string, infer Fields> ? Fields[number]['name'] : never;

/** Whether a kind asks for this field (a form without kinds asks for every field). */
export function asks(field: FieldSpec, kind?: string): boolean {
  return kind === undefined || !field.kinds || (field.kinds as readonly string[]).includes(kind);
}

const byKind = (field: FieldSpec, kind?: string) =>
  kind === undefined ? undefined : (field.byKind as Record<string, { label?: string; hint?: string | null; rule?: Rule }> | undefined)?.[kind];

export const labelOf = (field: FieldSpec, kind?: string): string => byKind(field, kind)?.label ?? field.label;

export function hintOf(field: FieldSpec, kind?: string): string | undefined {
  const own = byKind(field, kind)?.hint;
  return own === null ? undefined : (own ?? field.hint);
}

const ruleOf = (field: FieldSpec, kind?: string): Rule => byKind(field, kind)?.rule ?? field.rule;

/** The fields a kind asks for, in the form's order. */
export function fieldsOf(form: FormSpec, kind?: string): FieldSpec[] {
  return form.fields.filter((f) => asks(f, kind));
}

export function fieldOf(form: FormSpec, name: string): FieldSpec {
  const field = form.fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

/** The form's kinds, in order. */
export const kindsOf = (form: FormSpec): string[] => Object.keys(form.kinds ?? {});

/** Every name the form sends as its values: `kind` (when it has kinds), then its fields. */
export function fieldNames(form: FormSpec): string[] {
  return [...(form.kinds ? ['kind'] : []), ...form.fields.map((f) => f.name)];
}

/**
 * The one schema of the form's values: by kind (a variant on `kind`, each kind's object holding
 * the fields it asks for) when it has kinds, then the checks across fields, each shown on its field.
 */
export function formSchema<S extends FormSpec>(form: S): v.GenericSchema<unknown, FormValues<S>> {
  const entries = (kind?: string) => Object.fromEntries(fieldsOf(form, kind).map((f) => [f.name, ruleOf(f, kind)]));
  const kinds = kindsOf(form);
  const base = form.kinds
    ? v.variant(
        'kind',
        kinds.map((kind) => v.object({ kind: v.literal(kind), ...entries(kind) })),
        form.kindMessage,
      )
    : v.object(entries());
  // Each check runs once the fields it reads are valid, with the other fields' errors, so a refused
  // form lists every problem at once (not "give an email or a phone" only after the rest is fixed).
  const checks = (form.checks ?? []).map((c) =>
    v.forward(
      v.partialCheck<Record<string, unknown>, [[string]], Record<string, unknown>, string>(c.reads.map((name) => [name]) as [[string]], c.test, c.message),
      [c.field as never],
    ),
  );

  return (checks.length ? v.pipe(base as v.GenericSchema<unknown, Record<string, unknown>>, ...checks) : base) as unknown as v.GenericSchema<
    unknown,
    FormValues<S>
  >;
}

/** Field -> first error message, as the form shows them (`form` for the form as a whole). */
export type FieldErrors = Partial<Record<string, string>>;

/** Validates a form's values; on failure, the first message for each field. */
export function validateForm<T>(schema: v.GenericSchema<unknown, T>, input: unknown): { ok: true; values: T } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, values: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue)?.split('.')[0] ?? 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * A posted form's fields as the schema reads them (a form sent without JavaScript): a list field
 * (`choices`, also read as `<name>[]`) always a list, any other field sent more than once a list
 * (which its rule refuses), anything that is not text (a file) dropped.
 */
export function inputFromForm(form: FormSpec, posted: Record<string, unknown>): Record<string, unknown> {
  const lists = new Set(form.fields.filter((f) => f.type === 'choices').map((f) => f.name));
  const input: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(posted)) {
    const name = key.endsWith('[]') && lists.has(key.slice(0, -2)) ? key.slice(0, -2) : key;
    if (name === '__proto__') continue;
    const list = (Array.isArray(raw) ? raw : [raw]).filter((x): x is string => typeof x === 'string');
    if (lists.has(name)) input[name] = [...((input[name] as string[] | undefined) ?? []), ...list];
    else if (list.length === 1 && !Array.isArray(raw)) input[name] = list[0];
    else input[name] = list;
  }
  return input;
}

/** What a field holds when its kind does not ask for it. */
export const emptyValue = (field: FieldSpec): string | string[] => (field.type === 'choices' ? [] : '');

/** Whether a stored value is one the field's rule gives: it passes unchanged (so it was checked, not just stored). */
export function holdsChecked(field: FieldSpec, value: unknown, kind?: string): boolean {
  const result = v.safeParse(ruleOf(field, kind), value);
  return result.success && JSON.stringify(result.output) === JSON.stringify(value);
}

/** Whether the field may be left empty: its rule takes the empty answer. */
export const isOptional = (field: FieldSpec, kind?: string): boolean => v.safeParse(ruleOf(field, kind), emptyValue(field)).success;

/**
 * The values as stored: every field of the form, in its order, each kind's answers and the empty
 * value where the kind does not ask (so rows of every kind have the same columns).
 */
export function storedValues(form: FormSpec, values: Record<string, unknown>, kind?: string): Record<string, unknown> {
  return Object.fromEntries(form.fields.map((f) => [f.name, asks(f, kind) && values[f.name] !== undefined ? values[f.name] : emptyValue(f)]));
}

/** An answer in words: an option's label (a value no option has any more, as stored), a list joined. */
export function valueText(field: FieldSpec, value: unknown): string {
  const word = (x: unknown) => field.options?.find((o) => o.value === x)?.label ?? String(x ?? '');
  if (Array.isArray(value)) return value.map(word).join(', ');
  return field.options ? word(value) : String(value ?? '');
}

/** One answer as staff read it. */
export interface ShownField {
  field: FieldSpec;
  label: string;
  value: unknown;
  /** The value in words ('' when not answered). */
  text: string;
}

/** The answers of `other` (a repeat) that differ from `base` (the lead it repeats), in the form's order. */
export function changedFields(form: FormSpec, base: Record<string, unknown>, other: Record<string, unknown>, kind?: string): ShownField[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
  return shownFields(form, other, kind).filter((f) => !same(f.value, base[f.field.name]));
}

/** The answers of one group (or of all), in the form's order, with the labels the form showed for this kind. */
export function shownFields(form: FormSpec, values: Record<string, unknown>, kind?: string, group?: string): ShownField[] {
  return fieldsOf(form, kind)
    .filter((f) => group === undefined || f.group === group)
    .map((field) => ({ field, label: labelOf(field, kind), value: values[field.name], text: valueText(field, values[field.name]) }));
}
