/**
 * Entry of the staff back office (web/staff.html, built by vite.staff.config.ts): the site's own
 * stylesheet and the staff router. Nothing here is imported by the public app.
 */
import '../styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createStaffRouter } from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={createStaffRouter()} />
  </StrictMode>,
);
