/**
 * The staff app's screens, once: where each lives under /staff, how it loads, and, for those in
 * the navigation, its label and icon. The router (routes.tsx) and the navigation
 * (layout/staff-layout.tsx) both read this list, so a new screen is its page, its API module
 * and one entry here. The posts list (where staff land) comes with the app; the others load
 * when first opened.
 */
import {
  BarChart3,
  Briefcase,
  Calculator,
  CalendarClock,
  ClipboardCheck,
  FileText,
  Inbox,
  type LucideIcon,
  Mail,
  Newspaper,
  ScrollText,
  Send,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { Permission } from '../../../shared/staff/staff-roles';
import { PostsPage } from './posts/posts-page';

export interface StaffScreen {
  /** Path under /staff, as react-router reads it. */
  path: string;
  /** The screen's component when it comes with the app; else `load` fetches it when first opened. */
  screen?: ComponentType;
  load?: () => Promise<ComponentType>;
  /** In the navigation, with this label and icon. */
  nav?: { label: string; icon: LucideIcon };
  /** What a role needs to use the screen (shared/staff/staff-roles.ts); every role when absent. */
  permission?: Permission;
}

export const STAFF_SCREENS: readonly StaffScreen[] = [
  { path: 'posts', screen: PostsPage, nav: { label: 'Posts', icon: FileText } },
  { path: 'posts/:postId', load: async () => (await import('./editor/editor-page')).EditorPage },
  { path: 'posts/:postId/history', load: async () => (await import('./history/history-page')).HistoryPage },
  {
    path: 'review',
    load: async () => (await import('./review/review-page')).ReviewPage,
    nav: { label: 'Review', icon: ClipboardCheck },
    permission: 'posts.publish',
  },
  { path: 'leads', load: async () => (await import('./leads/leads-page')).LeadsPage, nav: { label: 'Leads', icon: Inbox }, permission: 'leads' },
  { path: 'leads/board', load: async () => (await import('./board/board-page')).BoardPage, permission: 'leads' },
  { path: 'leads/:leadId', load: async () => (await import('./leads/lead-detail-page')).LeadDetailPage, permission: 'leads' },
  {
    path: 'availability',
    load: async () => (await import('./availability/availability-page')).AvailabilityPage,
    nav: { label: 'Availability', icon: CalendarClock },
    permission: 'leads',
  },
  {
    path: 'subscribers',
    load: async () => (await import('./subscribers/subscribers-page')).SubscribersPage,
    nav: { label: 'Subscribers', icon: Mail },
    permission: 'subscribers',
  },
  {
    path: 'openings',
    load: async () => (await import('./openings/openings-page')).OpeningsPage,
    nav: { label: 'Openings', icon: Briefcase },
    permission: 'openings',
  },
  { path: 'openings/:openingId', load: async () => (await import('./openings/opening-page')).OpeningPage, permission: 'openings' },
  {
    path: 'applications',
    load: async () => (await import('./applications/applications-page')).ApplicationsPage,
    nav: { label: 'Applications', icon: UserRound },
    permission: 'applications',
  },
  { path: 'applications/:applicationId', load: async () => (await import('./applications/application-page')).ApplicationPage, permission: 'applications' },
  {
    path: 'reports',
    load: async () => (await import('./reports/reports-page')).ReportsPage,
    nav: { label: 'Reports', icon: BarChart3 },
    permission: 'reports',
  },
  {
    path: 'newsletter',
    load: async () => (await import('./newsletter/issues-page')).IssuesPage,
    nav: { label: 'Newsletter', icon: Newspaper },
    permission: 'newsletter',
  },
  { path: 'newsletter/:issueId', load: async () => (await import('./newsletter/issue-page')).IssuePage, permission: 'newsletter' },
  { path: 'outbox', load: async () => (await import('./outbox/outbox-page')).OutboxPage, nav: { label: 'Outbox', icon: Send }, permission: 'outbox' },
  { path: 'audit', load: async () => (await import('./audit/audit-page')).AuditPage, nav: { label: 'Audit log', icon: ScrollText }, permission: 'audit' },
  { path: 'people', load: async () => (await import('./people/people-page')).PeoplePage, nav: { label: 'People', icon: UsersRound }, permission: 'people' },
  {
    path: 'pricing',
    load: async () => (await import('./pricing/pricing-page')).PricingPage,
    nav: { label: 'Pricing', icon: Calculator },
    permission: 'settings',
  },
  // Every person's own page, reached from their name in the navigation.
  { path: 'account', load: async () => (await import('./account/account-page')).AccountPage },
];
