/**
 * One job opening, new or saved: its title, description, requirements and benefits in English and
 * Spanish side by side (Markdown), where and when the work is and what it pays, and how it is
 * published (status, last day on Ocala's calendar, address). A save is checked against the same
 * rules the API holds it to; a refused one keeps everything typed, with each problem beside its
 * field and listed at the top. Saving goes over the version loaded: if someone saved meanwhile,
 * the page says so and offers the latest version. Ctrl+S (⌘S) saves from anywhere in the form.
 */
import { ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CAREERS_PATHS, EMPLOYMENT_TYPES, OPENING_STATUSES, type OpeningStatus, PAY_UNITS, SHIFTS } from '../../../../shared/careers/careers';
import { companyDay } from '../../../../shared/time/company-time';
import { OPENING_LIMITS, openingSlugFrom } from '../../../../shared/careers/opening-rules';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { EditorSection } from '../editor/editor-section';
import { SaveStatus } from '../editor/save-status';
import type { SaveState } from '../editor/use-post-save';
import { LeaveDialog, useUnsavedChanges } from '../editor/use-unsaved-changes';
import { CountedField } from '../pipeline/counted-field';
import { PageHeader } from '../layout/page-header';
import { formatDate } from '../lib/format';
import { describeError, type StaffApiError } from '../lib/http';
import { smallButtonClass } from '../ui/buttons';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { Field, inputClass, labelClass } from '../ui/field';
import { useNotify } from '../ui/notices';
import { BackToOpenings } from './back-to-openings';
import { EMPLOYMENT_TYPE_LABELS, OpeningStatusBadge, PAY_UNIT_LABELS, SHIFT_LABELS } from './opening-labels';
import {
  FORM_FIELDS,
  type FormErrors,
  type FormField,
  fieldId,
  fieldOfError,
  formOf,
  inputOf,
  isChangedMeanwhile,
  newOpeningForm,
  type OpeningForm,
  sameForm,
  validateForm,
} from './opening-values';
import { createOpening, deleteOpening, getOpening, type StaffOpening, updateOpening } from './openings-api';

const STATUS_TEXT: Record<OpeningStatus, { label: string; hint: string }> = {
  draft: { label: 'Draft', hint: 'Only staff see it.' },
  open: { label: 'Open', hint: 'On the careers pages, taking applications until its last day.' },
  closed: { label: 'Closed', hint: 'Off the careers pages; its page says the job is filled.' },
};

const MARKDOWN_HINT = (
  <>
    Markdown: a blank line between paragraphs, <code>**bold**</code>, and lines starting with <code>-</code> for a list.
  </>
);

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

export function OpeningEditor({ initial }: { initial: StaffOpening | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [stored, setStored] = useState<StaffOpening | null>(initial);
  const [form, setForm] = useState<OpeningForm>(() => (initial ? formOf(initial) : newOpeningForm()));
  // What the server holds, to tell unsaved changes from saved ones.
  const [saved, setSaved] = useState<OpeningForm>(() => (initial ? formOf(initial) : newOpeningForm()));
  // A new opening's address follows its title until staff write their own.
  const [slugTouched, setSlugTouched] = useState(initial !== null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [deleting, setDeleting] = useState<'ask' | 'busy' | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const dirty = !sameForm(form, saved);
  const allowPath = useRef<string | null>(null);
  const blocker = useUnsavedChanges(dirty, allowPath);

  const summaryRef = useRef<HTMLDivElement>(null);
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);

  const change = (patch: Partial<OpeningForm>) => {
    setForm((f) => {
      const next = { ...f, ...patch };
      if ('title' in patch && !slugTouched) next.slug = openingSlugFrom(next.title);
      return next;
    });
    const fields = Object.keys(patch) as FormField[];
    // A change to either pay figure can settle the range's message, which sits at the maximum.
    if (fields.includes('pay_min')) fields.push('pay_max');
    setErrors((e) => (fields.some((f) => f in e) ? Object.fromEntries(Object.entries(e).filter(([f]) => !fields.includes(f as FormField))) : e));
    setTopError(null);
  };

  const latest = useRef(form);
  latest.current = form;
  const saving = useRef(false);

  const save = async () => {
    if (saving.current) return;
    const draft = latest.current;
    const problems = validateForm(draft, stored?.date_posted ?? new Date().toISOString());
    setErrors(problems);
    setChangedMeanwhile(false);
    if (Object.keys(problems).length > 0) {
      setTopError(null);
      setSaveState({ kind: 'idle' });
      setSummaryFocus((n) => n + 1);
      return;
    }
    saving.current = true;
    setSaveState({ kind: 'saving' });
    try {
      const row = stored ? await updateOpening(stored.id, stored.updated_at, inputOf(draft)) : await createOpening(inputOf(draft));
      const next = formOf(row);
      setStored(row);
      setSaved(next);
      if (latest.current === draft) setForm(next);
      setTopError(null);
      setSaveState({ kind: 'saved', at: new Date() });
      if (!stored) {
        notify(`Created “${row.title}”.`);
        allowPath.current = `/openings/${row.id}`;
        navigate(`/openings/${row.id}`, { replace: true });
      }
    } catch (err) {
      const field = isChangedMeanwhile(err) ? null : fieldOfError(err);
      if (field) {
        setErrors({ [field]: sentence((err as StaffApiError).message) });
        setTopError(null);
      } else {
        setChangedMeanwhile(isChangedMeanwhile(err));
        setTopError(
          isChangedMeanwhile(err) ? 'Someone saved this opening after you opened it, so your changes were not saved over theirs.' : describeError(err),
        );
      }
      setSaveState({ kind: 'error', message: field ? 'see the message beside the field.' : 'see the message above the form.', retry: false });
      setSummaryFocus((n) => n + 1);
    } finally {
      saving.current = false;
    }
  };

  const loadLatest = async () => {
    if (!stored) return;
    try {
      const row = await getOpening(stored.id);
      setStored(row);
      setSaved(formOf(row));
      setForm(formOf(row));
      setErrors({});
      setTopError(null);
      setChangedMeanwhile(false);
      setSaveState({ kind: 'idle' });
      notify('Loaded the latest version.');
    } catch (err) {
      setTopError(describeError(err));
    }
  };

  const remove = async () => {
    if (!stored) return;
    setDeleting('busy');
    setDeleteError(null);
    try {
      await deleteOpening(stored.id);
      allowPath.current = '/openings';
      notify(`Deleted “${stored.title}”.`);
      navigate('/openings');
    } catch (err) {
      setDeleteError(describeError(err));
      setDeleting('ask');
    }
  };

  const errorList = FORM_FIELDS.flatMap((f) => (errors[f] ? [[f, errors[f]] as const] : []));
  const title = stored ? stored.title : form.title.trim() || 'New opening';
  const slug = form.slug || 'your-opening';

  const text = (field: 'title' | 'title_es' | 'town', label: string, limit: number, lang?: 'es') => (
    <Field id={fieldId(field)} label={label} counter={{ count: form[field].length, limit }} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="text"
          lang={lang}
          value={form[field]}
          maxLength={limit}
          onChange={(e) => change({ [field]: e.target.value })}
          className={cn(inputClass, field !== 'town' && 'font-semibold')}
        />
      )}
    </Field>
  );

  const markdown = (field: 'description' | 'requirements' | 'benefits', label: string) => {
    const es = `${field}_es` as const;
    return (
      <EditorSection name={`opening-${field}`} title={label}>
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          {(
            [
              [field, `${label} in English`, undefined],
              [es, `${label} in Spanish`, 'es'],
            ] as const
          ).map(([name, fieldLabel, lang]) => (
            <CountedField
              key={name}
              id={fieldId(name)}
              label={fieldLabel}
              hint={MARKDOWN_HINT}
              error={errors[name]}
              count={form[name].length}
              limit={OPENING_LIMITS.markdown}
            >
              {(props) => (
                <textarea
                  {...props}
                  lang={lang}
                  rows={10}
                  value={form[name]}
                  onChange={(e) => change({ [name]: e.target.value })}
                  className={cn(inputClass, 'font-mono text-sm leading-relaxed')}
                />
              )}
            </CountedField>
          ))}
        </div>
      </EditorSection>
    );
  };

  return (
    <>
      <form
        noValidate
        className="space-y-6"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        onKeyDown={(e) => {
          if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's') {
            e.preventDefault();
            void save();
          }
        }}
      >
        <PageHeader
          eyebrow={<BackToOpenings />}
          title={title}
          documentTitle={stored ? `Opening: ${stored.title}` : 'New opening'}
          description={
            stored ? (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <OpeningStatusBadge opening={stored} />
                <span>
                  Posted <time dateTime={stored.date_posted}>{formatDate(stored.date_posted)}</time>
                </span>
                {stored.applications > 0 && <span>{stored.applications.toLocaleString('en-US')} applications</span>}
              </span>
            ) : (
              'Saved as a draft until you set it to Open.'
            )
          }
          actions={
            stored?.stored_status === 'draft' && (
              <button type="button" className={smallButtonClass('danger', 'min-h-11 px-5')} onClick={() => setDeleting('ask')}>
                <Trash2 aria-hidden="true" className="size-4" /> Delete draft
              </button>
            )
          }
        />

        <div className="sticky top-16 z-20 -mx-5 border-y border-line bg-white/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:top-0 lg:mx-0 lg:rounded-card lg:border lg:px-5 lg:shadow-card">
          <div className="flex items-center justify-between gap-3">
            <SaveStatus state={saveState} dirty={dirty} autosave={false} />
            <div className="flex shrink-0 items-center gap-2">
              {stored?.status === 'open' && (
                <a href={CAREERS_PATHS.en.opening(stored.slug)} target="_blank" rel="noopener" className={smallButtonClass('quiet', 'min-h-11')}>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="max-sm:sr-only">View on site</span>
                </a>
              )}
              <Button type="submit" disabled={saveState.kind === 'saving'}>
                {stored ? 'Save changes' : 'Create opening'}
              </Button>
            </div>
          </div>
        </div>

        {(errorList.length > 0 || topError) && (
          <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-card bg-red-50 p-5 text-red-900 ring-1 ring-red-200 focus:outline-none">
            <h2 className="text-base font-bold text-red-900">{errorList.length === 0 ? 'The opening was not saved' : 'Please fix these before saving'}</h2>
            {topError && <p className="mt-2">{topError}</p>}
            {changedMeanwhile && (
              <button type="button" className={smallButtonClass('danger', 'mt-3')} onClick={() => void loadLatest()}>
                <RefreshCw aria-hidden="true" className="size-4" /> Load the latest version (your changes here are dropped)
              </button>
            )}
            {errorList.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {errorList.map(([field, message]) => (
                  <li key={field}>
                    <a href={`#${fieldId(field)}`} className="font-medium underline underline-offset-2">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            {!changedMeanwhile && <p className="mt-2 text-sm">Everything you typed is still here.</p>}
          </div>
        )}

        <EditorSection name="opening-titles" title="Title">
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            {text('title', 'Title in English', OPENING_LIMITS.title)}
            {text('title_es', 'Title in Spanish', OPENING_LIMITS.title_es, 'es')}
          </div>
          <p className="mt-3 text-sm text-muted">A Spanish field left empty shows the English text on the Spanish page.</p>
        </EditorSection>

        <EditorSection name="opening-job" title="The job">
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            {text('town', 'Town or site', OPENING_LIMITS.town)}
            <Field id={fieldId('employment_type')} label="Type" error={errors.employment_type}>
              {(props) => (
                <select
                  {...props}
                  value={form.employment_type}
                  onChange={(e) => change({ employment_type: e.target.value as OpeningForm['employment_type'] })}
                  className={cn(inputClass, 'h-11 py-0')}
                >
                  {EMPLOYMENT_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {EMPLOYMENT_TYPE_LABELS[t]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>

          <fieldset
            id={fieldId('shifts')}
            tabIndex={-1}
            aria-describedby={errors.shifts ? `${fieldId('shifts')}-error` : undefined}
            className="mt-5 focus:outline-none"
          >
            <legend className={labelClass}>Shifts</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {SHIFTS.map((s) => {
                const checked = form.shifts.includes(s);
                return (
                  <label
                    key={s}
                    className={cn(
                      'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-[0.9375rem] font-medium ring-1 ring-inset has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                      checked ? 'bg-brand-50 text-brand-900 ring-brand-300' : 'bg-white text-ink ring-line hover:ring-brand-200',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={checked}
                      aria-invalid={errors.shifts ? true : undefined}
                      onChange={(e) => change({ shifts: e.target.checked ? [...form.shifts, s] : form.shifts.filter((x) => x !== s) })}
                    />
                    {SHIFT_LABELS[s]}
                  </label>
                );
              })}
            </div>
            {errors.shifts && (
              <p id={`${fieldId('shifts')}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errors.shifts}
              </p>
            )}
          </fieldset>

          <div className="mt-5 grid grid-cols-2 gap-5 sm:grid-cols-3">
            {(['pay_min', 'pay_max'] as const).map((field) => (
              <Field key={field} id={fieldId(field)} label={field === 'pay_min' ? 'Pay from ($)' : 'Pay up to ($)'} error={errors[field]}>
                {(props) => (
                  <input
                    {...props}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    value={form[field]}
                    onChange={(e) => change({ [field]: e.target.value })}
                    className={cn(inputClass, 'h-11 tabular-nums')}
                  />
                )}
              </Field>
            ))}
            <Field id={fieldId('pay_unit')} label="Paid" error={errors.pay_unit} className="col-span-2 sm:col-span-1">
              {(props) => (
                <select
                  {...props}
                  value={form.pay_unit}
                  onChange={(e) => change({ pay_unit: e.target.value as OpeningForm['pay_unit'] })}
                  className={cn(inputClass, 'h-11 py-0')}
                >
                  {PAY_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {PAY_UNIT_LABELS[u]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <p className="mt-3 text-sm text-muted">Whole dollars. Give both figures (the same twice for one rate), or leave both empty.</p>
        </EditorSection>

        {markdown('description', 'Description')}
        {markdown('requirements', 'Requirements')}
        {markdown('benefits', 'Benefits')}

        <EditorSection name="opening-publishing" title="Publishing">
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            <fieldset id={fieldId('status')} tabIndex={-1} className="focus:outline-none">
              <legend className={labelClass}>Status</legend>
              <div className="mt-2 space-y-2">
                {OPENING_STATUSES.map((s) => (
                  <label
                    key={s}
                    className="flex cursor-pointer items-start gap-3 rounded-tile p-2 ring-1 ring-line ring-inset has-checked:bg-brand-50 has-checked:ring-brand-300"
                  >
                    <input
                      type="radio"
                      name="opening-status"
                      value={s}
                      checked={form.status === s}
                      onChange={() => change({ status: s })}
                      className="mt-1 size-4 accent-brand-700"
                    />
                    <span>
                      <span className="block font-semibold text-ink">{STATUS_TEXT[s].label}</span>
                      <span className="block text-sm text-muted">{STATUS_TEXT[s].hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.status && <p className="mt-1.5 text-sm font-medium text-red-700">{errors.status}</p>}
            </fieldset>

            <div className="space-y-5">
              <Field
                id={fieldId('valid_through')}
                label="Valid through"
                hint="The last day visitors can see it and apply, on Ocala’s calendar. Leave it empty for no end date."
                error={errors.valid_through}
              >
                {(props) => (
                  <input
                    {...props}
                    type="date"
                    value={form.valid_through}
                    min={stored ? companyDay(stored.date_posted) : companyDay(new Date())}
                    onChange={(e) => change({ valid_through: e.target.value })}
                    className={cn(inputClass, 'h-11')}
                  />
                )}
              </Field>
              {stored?.expired && (
                <p className="rounded-tile bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  Its last day has passed, so it reads as closed. To show it again, pick a later date and set it to Open.
                </p>
              )}
              <Field
                id={fieldId('slug')}
                label="Address"
                hint={
                  <>
                    {CAREERS_PATHS.en.opening(slug)} and {CAREERS_PATHS.es.opening(slug)}. Lower-case letters, digits and hyphens.
                  </>
                }
                error={errors.slug}
              >
                {(props) => (
                  <input
                    {...props}
                    type="text"
                    value={form.slug}
                    maxLength={OPENING_LIMITS.slug}
                    autoCapitalize="none"
                    spellCheck={false}
                    onChange={(e) => {
                      setSlugTouched(true);
                      change({ slug: e.target.value });
                    }}
                    className={cn(inputClass, 'h-11 font-mono text-sm')}
                  />
                )}
              </Field>
            </div>
          </div>
        </EditorSection>
      </form>

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${stored?.title ?? ''}”?`}
        confirmLabel={deleting === 'busy' ? 'Deleting…' : 'Delete draft'}
        busy={deleting === 'busy'}
        error={deleteError}
        onConfirm={() => void remove()}
        onCancel={() => {
          setDeleting(null);
          setDeleteError(null);
        }}
      >
        <p>The draft is gone for good. It was never shown to visitors.</p>
      </ConfirmDialog>
      <LeaveDialog blocker={blocker} what="this opening" />
    </>
  );
}
