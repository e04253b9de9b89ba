/** Renders a page to HTML at the edge (the worker imports this module). */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { matchRoute } from '../../shared/routes';
import { App } from './app/app';
import { PageDataProvider, type InitialData } from './app/page-data';
import { resolvePageSync } from './app/pages-server';

export function renderApp(url: URL, data: InitialData | null): string {
  const page = resolvePageSync(matchRoute(url.pathname));
  return renderToString(
    <StrictMode>
      <StaticRouter location={url.pathname + url.search}>
        <PageDataProvider initial={data}>
          <App initialPage={{ path: url.pathname, page }} />
        </PageDataProvider>
      </StaticRouter>
    </StrictMode>,
  );
}
