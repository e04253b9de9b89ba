/**
 * Reading a lead from the request body: the enhanced form's JSON or the plain form's
 * urlencoded post (where `services` may repeat), through Hono's validator and the one shared
 * schema, `validateLead`. A refused lead is answered here (answers.ts); an accepted one leaves
 * as a Submission: the lead, its spam traps and its Turnstile answer.
 */
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { type Lead, leadInputFromForm, validateLead } from '../../shared/lead';
import type { AppEnv } from '../env';
import { refuseLead } from './answers';
import { type BodyKind, bodyKind, isRecord } from '../intake/form-values';

export interface Submission {
  via: BodyKind;
  lead: Lead;
  /** The honeypot. */
  website: unknown;
  formToken: unknown;
  turnstileToken: string;
}

function leadBody<T extends BodyKind>(target: T) {
  return validator(target, async (value, c: Context<AppEnv>): Promise<Submission | Response | null> => {
    if (bodyKind(c) !== target) return null;
    const input: unknown = target === 'form' ? leadInputFromForm(value as Record<string, unknown>) : value;
    const result = validateLead(input);
    if (!result.ok) return refuseLead(c, target, input, result.errors);
    const fields = isRecord(input) ? input : {};
    const turnstile = fields['cf-turnstile-response'];
    return {
      via: target,
      lead: result.lead,
      website: fields.website,
      formToken: fields.form_token,
      turnstileToken: typeof turnstile === 'string' ? turnstile : '',
    };
  });
}

export const jsonLead = leadBody('json');
export const formLead = leadBody('form');
