/**
 * Lead delivery by email (docs/decisions.md D12): the lead queue's consumer writes the staff alert
 * to the outbox, one message per staff address, and the email consumer sends it through the
 * send_email binding, replying to the visitor, with the whole lead in the body and no header a
 * visitor can add to. The binding is replaced by a recorder; with nothing configured the alert is
 * kept in the outbox.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SITE } from '../../content/site';
import { deliver, emailRecorder, storedLead } from './delivery-helpers';
import { outboxAbout } from './email-helpers';
import { leadById } from './leads-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the staff email', () => {
  it('goes to the company address by default, from website@, replying to the visitor, with the whole lead in the body', async () => {
    const email = emailRecorder();
    const id = await storedLead();
    const result = await deliver(id, { EMAIL: email.binding });
    expect(result.explicitAcks).toHaveLength(1);
    expect(result.retryMessages).toEqual([]);
    expect(email.sent).toHaveLength(1);
    const message = email.sent[0]!;
    expect(message.to).toBe(SITE.email);
    expect(message.from).toEqual({ email: `website@${SITE.email.split('@')[1]}`, name: SITE.name });
    expect(message.replyTo).toBe(`${id}@example.com`);
    expect(message.subject).toBe('Quote request: Dana Whitfield, Whitfield Dental Group (Ocala, FL 34471)');
    // Both parts from one document: the HTML keeps the lines, escaped, in a fixed-width block.
    expect(message.html).toContain('&gt; Two suites,');
    for (const text of [
      'Dana Whitfield',
      'Medical Facilities',
      'Janitorial Services, Floor Care',
      '5,000 – 15,000 sq ft',
      '2–4 times a week',
      'Two suites,\n> evening',
      `Lead id: ${id}`,
    ]) {
      expect(message.text).toContain(text);
    }
    expect(await leadById(id)).toMatchObject({ email_state: 'sent', webhook_state: 'skipped', delivery_attempts: 1, last_delivery_error: null });
    expect((await leadById(id)).delivered_at).not.toBeNull();
  });

  it('uses EMAIL_FROM, and goes to each address of a comma-separated LEAD_EMAIL_TO once', async () => {
    const email = emailRecorder();
    const id = await storedLead();
    const bindings = { EMAIL: email.binding, EMAIL_FROM: 'leads@oakbright.example', LEAD_EMAIL_TO: 'sales@oakbright.example, Owner@Oakbright.example' };
    await deliver(id, bindings);
    await deliver(id, bindings, { attempts: 2 });
    expect(email.sent.map((m) => m.to).sort()).toEqual(['owner@oakbright.example', 'sales@oakbright.example']);
    expect(email.sent.every((m) => JSON.stringify(m.from) === JSON.stringify({ email: 'leads@oakbright.example', name: SITE.name }))).toBe(true);
  });

  it('cannot be given a header by the visitor: no line break reaches a header, whatever is stored', async () => {
    const email = emailRecorder();
    // Straight into D1, past the schema (which already folds these), to test the email's own guard.
    const id = await storedLead({
      name: 'Eve\r\nBcc: victim@example.com',
      company: 'Evil\nCo\u2028X-Header: 1',
      location: 'Ocala\r\n\r\nbody',
      email: 'eve@example.com\r\nCc: x@example.com',
    });
    await deliver(id, { EMAIL: email.binding });
    const message = email.sent[0]!;
    const headers = [message.subject, JSON.stringify(message.from), JSON.stringify(message.to), String(message.replyTo ?? '')];
    for (const h of headers) expect(h).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(message.subject).toBe('Quote request: Eve Bcc: victim@example.com, Evil Co X-Header: 1 (Ocala body)');
    // An address that is not one is not replied to: replies go to the company.
    expect(message.replyTo).toBe(SITE.email);
  });

  it('is kept in the outbox when no email service is configured, the lead delivered', async () => {
    const id = await storedLead();
    const result = await deliver(id, {});
    expect(result.explicitAcks).toHaveLength(1);
    expect((await leadById(id)).email_state).toBe('sent');
    const alerts = (await outboxAbout(`lead:${id}`)).filter((r) => r.kind === 'lead-alert');
    expect(alerts.map((r) => r.to)).toEqual([SITE.email]);
    expect(alerts[0]!.text).toContain(`Lead id: ${id}`);
  });
});
