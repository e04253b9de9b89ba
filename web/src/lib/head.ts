/**
 * The head's updates after a client-side navigation, from lib/document-meta.ts, which loads with
 * the first of them: the page the edge rendered already has its head.
 */
import type { MetaSubject } from '../../../shared/meta';
import type { RouteMatch } from '../../../shared/routes';

const load = () => import('./document-meta');

export const setDocumentMeta = (subject: MetaSubject): Promise<void> => load().then((m) => m.setDocumentMeta(subject));
export const syncStaticMeta = (match: RouteMatch): Promise<void> => load().then((m) => m.syncStaticMeta(match));
