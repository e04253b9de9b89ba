/**
 * Cloudflare Turnstile, only when a site key is configured (TURNSTILE_SITE_KEY; the CSP then
 * allows challenges.cloudflare.com): the widget renders in the form once the visitor starts on
 * it, and its answer travels as `cf-turnstile-response`.
 */
interface Turnstile {
  render(el: HTMLElement, options: { sitekey: string; 'response-field-name'?: string }): string;
  reset(widgetId: string): void;
}

const SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';
let api: Promise<Turnstile> | null = null;
const widgets = new WeakMap<HTMLElement, Promise<string>>();

function loadTurnstile(): Promise<Turnstile> {
  api ??= new Promise<Turnstile>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = SCRIPT;
    el.async = true;
    el.onload = () => {
      const turnstile = (window as { turnstile?: Turnstile }).turnstile;
      if (turnstile) resolve(turnstile);
      else reject(new Error('Turnstile did not start'));
    };
    el.onerror = () => {
      api = null;
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.appendChild(el);
  });
  return api;
}

/** Renders the widget into its slot, once; resolves with its id. */
export function renderTurnstile(slot: HTMLElement, sitekey: string): Promise<string> {
  let widget = widgets.get(slot);
  if (!widget) {
    widget = loadTurnstile().then((turnstile) => turnstile.render(slot, { sitekey, 'response-field-name': 'cf-turnstile-response' }));
    widgets.set(slot, widget);
  }
  return widget;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The widget's current answer for this form, waiting up to 15 s for it; '' when there is none. */
export async function turnstileAnswer(form: HTMLFormElement): Promise<string> {
  const slot = form.querySelector<HTMLElement>('[data-turnstile]');
  const sitekey = slot?.dataset.turnstile;
  if (!slot || !sitekey) return '';
  await renderTurnstile(slot, sitekey).catch(() => '');
  for (let waited = 0; waited < 15_000; waited += 250) {
    const answer = slot.querySelector<HTMLInputElement>('input[name="cf-turnstile-response"]')?.value;
    if (answer) return answer;
    await sleep(250);
  }
  return '';
}

/** An answer is good for one submission: after one is used, the widget fetches the next. */
export async function resetTurnstile(form: HTMLFormElement): Promise<void> {
  const slot = form.querySelector<HTMLElement>('[data-turnstile]');
  const widget = slot && widgets.get(slot);
  if (widget) (await loadTurnstile()).reset(await widget);
}
