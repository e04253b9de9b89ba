/**
 * What every public form's script does with its fields, given the form's own check (the schema
 * the Worker also uses): a field the visitor changed is checked as they leave it; errors on
 * screen are checked again as they type, so one goes as soon as it is fixed; a refused send shows
 * the errors with the summary and moves focus to the first. And the form token: a form that was
 * not in the page's first HTML, or whose token the Worker says is spent or too old (409), gets a
 * freshly signed one.
 */
import type { FieldErrors } from '../../../../shared/intake/form';
import { FORM_TOKEN_PLACEHOLDER } from '../../../../shared/intake/form-token';

/** What the form lets its script drive. */
export interface ErrorsUi {
  /** The errors on screen now. */
  errors: FieldErrors;
  setErrors(errors: FieldErrors): void;
  /** Shows the error summary above the form (from a submit on). */
  setSummary(shown: boolean): void;
}

type Ui = { readonly current: ErrorsUi };

/** Puts a freshly signed token in the form (GET /api/form-token); false when none came. A token brings one submission, within 4 hours. */
export async function refreshFormToken(form: HTMLFormElement): Promise<boolean> {
  const input = form.elements.namedItem('form_token') as HTMLInputElement | null;
  try {
    const res = await fetch('/api/form-token', { cache: 'no-store' });
    const body = res.ok ? ((await res.json()) as { token?: unknown }) : null;
    if (!input || typeof body?.token !== 'string') return false;
    input.value = body.token;
    return true;
  } catch {
    return false;
  }
}

/**
 * Once React has drawn the errors, focus goes to the first field marked invalid, in the order the
 * visitor reads the form, with the error summary above it in view when both fit on the screen
 * (the sticky header kept clear by the stylesheet's scroll margins). An update made after a network
 * answer may be drawn a frame or two later on a busy phone, so it looks again for a few frames
 * rather than giving up after one.
 */
function focusFirstInvalid(form: HTMLFormElement, frames = 10): void {
  requestAnimationFrame(() => {
    const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) {
      if (frames > 0) focusFirstInvalid(form, frames - 1);
      return;
    }
    field.focus({ preventScroll: true });
    const summary = form.querySelector<HTMLElement>('[role="alert"]');
    summary?.scrollIntoView({ block: 'start' });
    // The field below the screen (a long summary on a phone): the field itself, with its label.
    const { top, bottom } = field.getBoundingClientRect();
    if (!summary || bottom > window.innerHeight || top < 0) field.scrollIntoView({ block: 'center' });
  });
}

const nameOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.name ?? '';
const formOf = (target: EventTarget | null) => (target as HTMLInputElement | null)?.form ?? null;

/** The field checks of one kind of form, `check` being its errors for the form as it stands. */
export function fieldChecks(check: (form: HTMLFormElement) => FieldErrors) {
  /** Fields the visitor has changed: only those are checked as they leave them. */
  const touched = new WeakMap<HTMLFormElement, Set<string>>();

  /** Shows these errors; with `summary`, the error summary too, and focus moves to the first field with one. */
  function show(form: HTMLFormElement, ui: Ui, errors: FieldErrors, summary = false): void {
    ui.current.setErrors(errors);
    if (!summary) return;
    ui.current.setSummary(true);
    focusFirstInvalid(form);
  }

  return {
    show,
    /** Once per form, when its script first loads for it; false when it had been already. */
    attach(form: HTMLFormElement): boolean {
      if (touched.has(form)) return false;
      // What the visitor filled in before this code arrived counts as changed.
      const filled = Array.from(form.elements).filter((c) => {
        const input = c as HTMLInputElement;
        return !!input.name && !!input.value && !['hidden', 'radio', 'checkbox', 'file'].includes(input.type);
      });
      touched.set(form, new Set(filled.map((c) => (c as HTMLInputElement).name)));
      // A form that was not in the page's first HTML still carries the placeholder: fetch a signed start time.
      const token = form.elements.namedItem('form_token') as HTMLInputElement | null;
      if (token?.value === FORM_TOKEN_PLACEHOLDER) void refreshFormToken(form);
      return true;
    },
    /** As the visitor types (or picks a file: checked at once), errors already shown are checked again. */
    onInput(target: EventTarget | null, ui: Ui): void {
      const form = formOf(target);
      const name = nameOf(target);
      if (!form || !name) return;
      touched.get(form)?.add(name);
      const shown = ui.current.errors;
      const isFile = (target as HTMLInputElement).type === 'file';
      if (!Object.keys(shown).length && !isFile) return;
      const now = check(form);
      const next: FieldErrors = {};
      for (const key of Object.keys(shown)) if (now[key]) next[key] = now[key];
      if (isFile && now[name]) next[name] = now[name];
      const keys = new Set([...Object.keys(shown), ...Object.keys(next)]);
      if ([...keys].some((key) => next[key] !== shown[key])) show(form, ui, next);
    },
    /** Leaving a field the visitor has changed checks it. */
    onBlur(target: EventTarget | null, ui: Ui): void {
      const form = formOf(target);
      const name = nameOf(target);
      if (!form || !touched.get(form)?.has(name)) return;
      const message = check(form)[name];
      const shown = ui.current.errors;
      if (message === shown[name]) return;
      const next = { ...shown };
      if (message) next[name] = message;
      else delete next[name];
      show(form, ui, next);
    },
  };
}
