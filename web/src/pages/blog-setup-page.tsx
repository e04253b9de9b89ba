/**
 * /blog-setup: staff seed the five setup posts through the API with the staff
 * key (docs/decisions.md D3). Slugs that already exist are skipped, and the server
 * ignores duplicates, so repeated or simultaneous runs create each post once.
 * The key is typed, sent once in a header, and never stored or put in a URL.
 */
import { icon } from '../components/icon';
import { useId, useState } from 'react';
import { Link } from '../components/ui/link';
import { SETUP_POST_LABELS, SETUP_POSTS } from '../../../seed/setup-posts';
import { Breadcrumb } from '../components/layout/breadcrumb';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/section';
import { cn } from '../lib/cn';
import { notify } from '../lib/toast';
import { fetchExistingSlugs, insertPosts } from '../features/blog/api';
import { ApiRequestError } from '../features/blog/api-core';

const ArrowRight = icon('arrow-right');
const Check = icon('check');
const CircleCheck = icon('circle-check');
const Database = icon('database');
const KeyRound = icon('key-round');
const LoaderCircle = icon('loader-circle');
const Sprout = icon('sprout');

type Status = 'idle' | 'running' | 'complete';

export default function BlogSetupPage() {
  const [status, setStatus] = useState<Status>('idle');
  const [staffKey, setStaffKey] = useState('');
  const [keyError, setKeyError] = useState<string | null>(null);
  const [result, setResult] = useState<number | null>(null);
  const id = useId();

  const seed = async (e: React.FormEvent) => {
    e.preventDefault();
    if (status !== 'idle') return;
    const key = staffKey.trim();
    if (!key) {
      setKeyError('Enter the staff key to seed posts.');
      return;
    }
    setKeyError(null);
    setStatus('running');
    try {
      const existing = await fetchExistingSlugs(SETUP_POSTS.map((p) => p.slug));
      const missing = SETUP_POSTS.filter((p) => !existing.has(p.slug));
      if (missing.length === 0) {
        console.log('All blog posts already exist, no new posts to seed');
      } else {
        try {
          await insertPosts(missing, key);
        } catch (err) {
          if (!(err instanceof ApiRequestError)) throw err;
          console.error('Error seeding blog posts:', err);
          const refused = err.status === 401 || err.status === 403;
          const problem = refused ? 'That staff key was not accepted.' : err.status === 429 ? 'Too many attempts. Wait a minute, then try again.' : null;
          setKeyError(problem);
          notify.error('Failed to seed blog posts', { description: problem ?? err.message });
          setStatus('idle');
          return;
        }
        console.log(`${missing.length} new blog posts seeded successfully`);
      }
      setResult(missing.length);
      setStaffKey('');
      notify.success('Blog posts seeded successfully!');
      setStatus('complete');
    } catch (err) {
      console.error('Error in seedBlogPosts:', err);
      notify.error('Blog seeding failed');
      setStatus('idle');
    }
  };

  return (
    <section className="bg-surface">
      <Container className="max-w-3xl py-10 sm:py-14">
        <Breadcrumb items={[{ label: 'Insights', href: '/insights' }, { label: 'Blog System Setup' }]} />
        <p className="mt-8 text-sm font-bold tracking-[0.12em] text-accent-700 uppercase">Staff tools</p>
        <h1 className="mt-3 text-display font-extrabold text-brand-950">Blog System Setup</h1>
        <p className="mt-4 text-lg text-body">
          Adds five built-in Insights articles to the blog. Articles that already exist are skipped, so running it again is safe.
        </p>

        <ol className="mt-10 space-y-6">
          <li className="rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row">
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-tile bg-accent-100 text-accent-700">
                <Database className="size-6" />
              </span>
              <div>
                <p className="text-sm font-semibold text-muted">Step 1</p>
                <h2 className="flex items-center gap-2 text-xl font-bold">
                  Database Initialized <CircleCheck aria-hidden="true" className="size-5 text-accent-600" />
                </h2>
                <p className="mt-1 text-body">
                  The <code className="rounded bg-surface px-1.5 py-0.5 text-[0.9em] text-ink">blog_posts</code> table is created and configured.
                </p>
              </div>
            </div>
          </li>

          <li className="rounded-card bg-white p-6 shadow-card ring-1 ring-line/70 sm:p-8">
            <div className="flex flex-col gap-4 sm:flex-row">
              <span aria-hidden="true" className="inline-flex size-12 shrink-0 items-center justify-center rounded-tile bg-brand-100 text-brand-800">
                <Sprout className="size-6" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-muted">Step 2</p>
                <h2 className="text-xl font-bold">Seed New Blog Posts</h2>
                <p className="mt-1 text-body">These five articles will be created:</p>
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {SETUP_POST_LABELS.map((label, i) => (
                    <li key={label} className="flex items-start gap-2.5 rounded-tile bg-surface px-3.5 py-2.5">
                      <span
                        aria-hidden="true"
                        className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-800 text-xs font-bold text-white"
                      >
                        {i + 1}
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{label}</span>
                        {SETUP_POSTS[i] && <span className="mt-0.5 block text-sm leading-snug text-muted">{SETUP_POSTS[i].title}</span>}
                      </span>
                    </li>
                  ))}
                </ul>

                <form method="post" noValidate onSubmit={seed} className="mt-8 border-t border-line pt-6">
                  {/* Once seeded there is nothing left to type: the key field goes, the button stays as the record. */}
                  {status !== 'complete' && (
                    <>
                      <label htmlFor={`${id}-key`} className="flex items-center gap-2 font-semibold text-ink">
                        <KeyRound aria-hidden="true" className="size-4 text-brand-700" /> Staff key
                      </label>
                      <p id={`${id}-help`} className="mt-1 text-sm text-muted">
                        The secret staff key set for this site. It is sent once with the request and never saved.
                      </p>
                      <input
                        id={`${id}-key`}
                        name="staff-key"
                        type="password"
                        autoComplete="off"
                        spellCheck={false}
                        value={staffKey}
                        onChange={(e) => {
                          setStaffKey(e.target.value);
                          if (keyError) setKeyError(null);
                        }}
                        readOnly={status !== 'idle'}
                        aria-invalid={keyError ? true : undefined}
                        aria-describedby={cn(`${id}-help`, keyError && `${id}-error`)}
                        className={cn(
                          'mt-3 min-h-12 w-full rounded-tile border bg-white px-4 text-base text-ink',
                          keyError ? 'border-red-700' : 'border-slate-500',
                        )}
                      />
                      {keyError && (
                        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
                          {keyError}
                        </p>
                      )}
                    </>
                  )}
                  <Button
                    type="submit"
                    size="lg"
                    disabled={status !== 'idle'}
                    className={cn('w-full sm:w-auto', status === 'complete' ? 'disabled:cursor-default disabled:opacity-100!' : 'mt-5')}
                  >
                    {status === 'idle' && 'Seed Posts'}
                    {status === 'running' && (
                      <>
                        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Seeding...
                      </>
                    )}
                    {status === 'complete' && (
                      <>
                        <Check aria-hidden="true" className="size-5" /> Complete
                      </>
                    )}
                  </Button>
                  {status === 'complete' && result !== null && (
                    <p role="status" className="mt-4 rounded-tile bg-accent-100 px-4 py-3 text-[0.9375rem] font-medium text-accent-800">
                      {result === 0
                        ? 'All five articles were already on the blog; nothing new was added.'
                        : `${result} new ${result === 1 ? 'article was' : 'articles were'} added to the blog.`}
                    </p>
                  )}
                </form>
              </div>
            </div>
          </li>
        </ol>

        <p className="mt-8 rounded-card bg-white p-6 text-body ring-1 ring-line/70">
          After seeding, the new articles appear on the blog at{' '}
          <Link to="/insights" className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4">
            /insights <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Container>
    </section>
  );
}
