/** Renders a page to HTML at the edge (the worker imports this module). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './app/router';
import type { InitialData } from '../../shared/page-data';
import { matchRoute } from '../../shared/routes';
import { App } from './app/app';
import { PageDataProvider } from './app/page-data';
import { loadIslands } from './app/island';
import { resolvePage } from './app/pages';
import { EMPTY_EMBED_CONFIG, EmbedConfigContext, type EmbedConfig } from './features/marketing/embed-config';
import { LeadCard } from './features/leads/lead-card';
import { provideLeadCard } from './features/marketing/lead-form-card';

// The edge renders in one pass, so the lead cards' code is at hand up front; the browser loads it
// only when a visitor starts on one.
provideLeadCard(LeadCard);

export async function renderApp(url: URL, data: InitialData | null, embeds: EmbedConfig = EMPTY_EMBED_CONFIG): Promise<string> {
  const page = await resolvePage(matchRoute(url.pathname));
  // The page's module has declared its islands by now: the edge renders them whole.
  await loadIslands();
  return renderToString(
    <StrictMode>
      <StaticRouter location={url.pathname + url.search}>
        <PageDataProvider initial={data}>
          <EmbedConfigContext.Provider value={embeds}>
            <App initialPage={{ path: url.pathname, page }} />
          </EmbedConfigContext.Provider>
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
  );
}
