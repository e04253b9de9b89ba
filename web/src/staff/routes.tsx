/**
 * The staff app's router, all under /staff (the router's basename). Everything but sign-in
 * sits behind the session check and inside the staff frame; the screens are those of
 * screens.ts, a lazily loaded one fetched when first opened.
 */
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { StaffLayout } from './layout/staff-layout';
import { NotFoundPage } from './layout/not-found-page';
import { RouteError } from './layout/route-error';
import { LoadingRows } from './ui/states';
import { STAFF_SCREENS, type StaffScreen } from './screens';
import { RequirePermission, RequireSession, SessionRoot } from './session/session-context';
import { InvitationPage, SignInLinkPage } from './session/link-pages';
import { SignInPage } from './session/sign-in-page';

export const STAFF_BASENAME = '/staff';

/** A screen's route; one that needs a permission shows "not available for your role" to anyone without it. */
function screenRoute({ path, screen, load, permission }: StaffScreen) {
  const route = load ? { path, lazy: async () => ({ Component: await load() }) } : { path, Component: screen };
  if (!permission) return route;
  return { path, element: <RequirePermission permission={permission} />, children: [{ ...route, path: undefined, index: true }] };
}

export function createStaffRouter() {
  return createBrowserRouter(
    [
      {
        element: <SessionRoot />,
        errorElement: <RouteError />,
        // A screen opened straight from its address may still be loading its code: say so, not a blank page.
        hydrateFallbackElement: (
          <div className="mx-auto max-w-3xl p-6">
            <LoadingRows label="Loading the staff app…" />
          </div>
        ),
        children: [
          { path: 'sign-in', element: <SignInPage /> },
          { path: 'sign-in/link', element: <SignInLinkPage /> },
          { path: 'invitation', element: <InvitationPage /> },
          {
            element: (
              <RequireSession>
                <StaffLayout />
              </RequireSession>
            ),
            children: [{ index: true, element: <Navigate to="/posts" replace /> }, ...STAFF_SCREENS.map(screenRoute), { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
    { basename: STAFF_BASENAME },
  );
}
