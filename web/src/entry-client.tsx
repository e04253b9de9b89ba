/** Browser entry: hydrates the edge-rendered page, then routes client-side. */
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { matchRoute } from '../../shared/routes';
import { App } from './app/app';
import { PageDataProvider, type InitialData } from './app/page-data';
import { resolvePageAsync } from './app/pages-client';

// A chunk from an older deploy is gone: reload once instead of breaking (PRODUCT.md D11).
window.addEventListener('vite:preloadError', (event) => {
  const key = 'oakbright:reloaded-after-deploy';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  event.preventDefault();
  window.location.reload();
});

function readInitialData(): InitialData | null {
  const el = document.getElementById('__page_data');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as InitialData;
  } catch {
    return null;
  }
}

const resolvePage = (path: string) => resolvePageAsync(matchRoute(path));

async function start() {
  const container = document.getElementById('root')!;
  const path = window.location.pathname;
  const page = await resolvePage(path);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <PageDataProvider initial={readInitialData()}>
          <App initialPage={{ path, page }} resolvePage={resolvePage} />
        </PageDataProvider>
      </BrowserRouter>
    </StrictMode>
  );
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
  sessionStorage.removeItem('oakbright:reloaded-after-deploy');
}

void start();
