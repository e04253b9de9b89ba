/**
 * The staff app's screens, all under /staff (the router's basename). Everything but sign-in
 * sits behind the session check and inside the staff frame. The posts list (where staff land)
 * comes with the app; the editor (with the Markdown parser and the article pipeline), leads
 * and subscribers load when first opened.
 */
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { StaffLayout } from './layout/staff-layout';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';
import { PostsPage } from './posts/posts-page';
import { RequireSession, SessionRoot } from './session/session-context';
import { SignInPage } from './session/sign-in-page';

export const STAFF_BASENAME = '/staff';

export function createStaffRouter() {
  return createBrowserRouter(
    [
      {
        element: <SessionRoot />,
        errorElement: <RouteError />,
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          {
            element: (
              <RequireSession>
                <StaffLayout />
              </RequireSession>
            ),
            children: [
              { index: true, element: <Navigate to="/posts" replace /> },
              { path: 'posts', element: <PostsPage /> },
              { path: 'posts/:postId', lazy: async () => ({ Component: (await import('./editor/editor-page')).EditorPage }) },
              { path: 'leads', lazy: async () => ({ Component: (await import('./leads/leads-page')).LeadsPage }) },
              { path: 'leads/:leadId', lazy: async () => ({ Component: (await import('./leads/lead-detail-page')).LeadDetailPage }) },
              { path: 'subscribers', lazy: async () => ({ Component: (await import('./subscribers/subscribers-page')).SubscribersPage }) },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
    { basename: STAFF_BASENAME },
  );
}
