/** Hydrates the edge-rendered page, then routes client-side (loaded by entry-client.tsx). */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { InitialData } from '../../shared/page-data';
import { matchRoute } from '../../shared/routes';
import { App } from './app/app';
import { loadIslands } from './app/island';
import { PageDataProvider } from './app/page-data';
import { resolvePage as resolveMatch } from './app/pages';
import { rememberLanding } from './features/leads/attribution';
import { setLeadCardLoader } from './features/leads/lead-card-loader';
import { EMPTY_EMBED_CONFIG, EmbedConfigContext, type EmbedConfig } from './features/marketing/embed-config';
import { setToasterLoader } from './lib/toast';

/** The embed URLs the edge rendered with (absent: none configured). */
function readEmbedConfig(): EmbedConfig {
  const text = document.getElementById('__embed_config')?.textContent;
  if (!text) return EMPTY_EMBED_CONFIG;
  try {
    return { ...EMPTY_EMBED_CONFIG, ...(JSON.parse(text) as Partial<EmbedConfig>) };
  } catch {
    return EMPTY_EMBED_CONFIG;
  }
}

function readInitialData(): InitialData | null {
  const el = document.getElementById('__page_data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as InitialData;
  } catch {
    return null;
  }
}

const resolvePage = (path: string) => resolveMatch(matchRoute(path));

/**
 * A page reached by a link: its islands load with it, so it renders whole in one commit (an
 * anchor in one of its sections, /#contact, is there to scroll to) rather than section by section.
 */
async function resolveNextPage(path: string) {
  const page = await resolvePage(path);
  await loadIslands();
  return page;
}

async function start() {
  const container = document.getElementById('root')!;
  const initial = readInitialData();
  // A lead form that posted as plain HTML (its script not loaded yet) and was refused or not taken
  // comes back at /api/leads: the page is the one its data names, and a reload should fetch that page.
  if (initial?.form || initial?.answersPost) window.history.replaceState(window.history.state, '', initial.url + window.location.hash);
  const path = window.location.pathname;
  const page = await resolvePage(path);
  const app = (
    <StrictMode>
      <PageDataProvider initial={initial}>
        <EmbedConfigContext.Provider value={readEmbedConfig()}>
          <App initialPage={{ path, page }} resolvePage={resolveNextPage} />
        </EmbedConfigContext.Provider>
      </PageDataProvider>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // blocking the main thread in one long task; the page is already painted from the edge HTML.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  sessionStorage.removeItem('oakbright:reloaded-after-deploy');
}

setToasterLoader(() => import('./components/ui/toaster').then((m) => m.mountToaster()));
setLeadCardLoader(() => import('./features/leads/lead-card-browser'));
// The visit's landing page, referrer and campaign parameters, for the lead forms (cookieless, this tab only).
rememberLanding();
void start();
