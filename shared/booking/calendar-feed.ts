/** GET/POST /staff/api/calendar-feed: the signed-in person's calendar feed, the address only when just made. */
export interface CalendarFeedView {
  /** When the current address was made; null when there is none. */
  made_at: string | null;
  /** The address to subscribe to, only in the answer that made it. */
  url: string | null;
}
