/** Each staff screen names itself in the tab: "Posts · Oakbright staff". */
import { useEffect } from 'react';

export const STAFF_TITLE_SUFFIX = 'Oakbright staff';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${STAFF_TITLE_SUFFIX}` : STAFF_TITLE_SUFFIX;
  }, [title]);
}
