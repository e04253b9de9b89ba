/** A page of a form kind's staff list (worker/intake/staff-routes.ts): its records under the kind's name, the total and the page. */
export type StaffList<Name extends string, Item> = { [K in Name]: Item[] } & { total: number; limit: number; offset: number };
