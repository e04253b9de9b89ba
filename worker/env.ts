/** The Hono environment shared by every route: bindings from wrangler.toml and per-request variables. */
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import type * as schema from '../shared/schema';
import type { StaffActor } from '../shared/staff/staff-roles';

export type Db = DrizzleD1Database<typeof schema>;

export interface AppEnv {
  Bindings: Env;
  Variables: {
    db: Db;
    /** This request's D1 session (worker/db.ts); the staff proxy hands it to the API it calls. */
    d1: D1Database | D1DatabaseSession;
    /** True when the request carries the staff key. */
    isStaff: boolean;
    /** Who is acting, on a staff request (staff/actor.ts); null for a visitor. */
    actor: StaffActor | null;
  };
}

declare global {
  /**
   * Optional secrets (`wrangler secret put NAME`): the generated Env cannot name them because
   * nothing in wrangler.toml does. Each has a working fallback when it is not set (README.md,
   * Configuration).
   */
  interface Env {
    /** The public key (a Supabase anon key's role): reads like no key at all, never writes. Unset: no key is public. */
    ANON_KEY?: string;
    /** Salt of the stored client-address hash; falls back to one derived from SERVICE_KEY. */
    IP_HASH_SALT?: string;
    /** Key of the lead form's signed start time; falls back to one derived from SERVICE_KEY. */
    FORM_TOKEN_SECRET?: string;
    /** Turnstile's secret key: set, every lead must pass the challenge; unset, there is none. */
    TURNSTILE_SECRET?: string;
    /** Key of the CRM webhook's X-Oakbright-Signature; required once LEAD_WEBHOOK_URL is set. */
    LEAD_WEBHOOK_SECRET?: string;
    /** Key of the newsletter's unsubscribe links; falls back to one derived from SERVICE_KEY. */
    NEWSLETTER_SECRET?: string;
    /** Key of the prospect's link to their walkthrough (move or cancel it); falls back to one derived from SERVICE_KEY. */
    WALKTHROUGH_SECRET?: string;
    /** Key that signs the staff session cookie; falls back to one derived from SERVICE_KEY. */
    SESSION_SECRET?: string;
    /** Cloudflare Access application audience (AUD tag); with ACCESS_TEAM_DOMAIN, Access sign-in counts as staff. */
    ACCESS_AUD?: string;
    /** Cloudflare Access team domain (`<team>.cloudflareaccess.com`), where Access publishes its signing keys. */
    ACCESS_TEAM_DOMAIN?: string;
    /** IndexNow key (8–128 letters, digits, dashes): set, post URLs that appear, move or go are announced and /<key>.txt is served; unset, IndexNow is off. */
    INDEXNOW_KEY?: string;
    /**
     * Minimum fill time of a public form in milliseconds (a digit string); unset, MIN_FILL_MS. The
     * browser tests' server sets it to 0 so that they need not wait out a person's typing.
     */
    FORM_MIN_FILL_MS?: string;
    /** Texts (worker/texts/): "send" sends through Twilio once the three below are set; anything else keeps every text in the outbox. */
    SMS_DELIVERY?: string;
    /** The Twilio account that sends texts. */
    TWILIO_ACCOUNT_SID?: string;
    /** Its auth token: the Messages API's password, and the key of the signature on the replies Twilio posts to /api/texts/incoming. */
    TWILIO_AUTH_TOKEN?: string;
    /** The number texts come from (E.164), or a Messaging Service SID (MG…). */
    TWILIO_FROM?: string;
    /** Hours texts wait out on Ocala's clock, "21-8" when unset; "none" only for the tests' and benchmarks' servers (shared/messages/texts.ts). */
    TEXT_QUIET_HOURS?: string;
  }
}
