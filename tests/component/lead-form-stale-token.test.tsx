/**
 * The enhanced lead form when the server answers 409 (its token already brought a lead, or the
 * form was open too long): it gets a fresh token (GET /api/form-token), keeps what the visitor
 * filled in, and says to send it again, so the next submit goes through.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeadForm } from '../../web/src/features/leads/lead-form';
import { notify } from '../../web/src/lib/toast';
import { json, mockFetch } from './staff-app';

vi.mock('../../web/src/lib/toast', () => ({ notify: { error: vi.fn(), success: vi.fn() } }));

const MESSAGE = 'This form was already sent. Please check your details and send it again.';

describe('a lead form whose token is spent', () => {
  it('fetches a fresh token, keeps the answers, says to send again, and the next send carries the new token', async () => {
    const tokens = ['1750000000000.first', '1750000000000.second'];
    let leadPosts = 0;
    const requests = mockFetch({
      'GET /api/form-token': () => json({ token: tokens.shift() }),
      'POST /api/leads': () =>
        ++leadPosts === 1
          ? json({ code: 'form-token-used', message: MESSAGE, details: null, hint: null, fields: { form: MESSAGE } }, 409)
          : json({ id: 'lead-9', kind: 'quote' }, 201),
    });
    const user = userEvent.setup();
    render(<LeadForm kind="quote" compact form="hero" pathname="/" turnstileSiteKey="" />);
    const token = () => (document.querySelector('input[name=form_token]') as HTMLInputElement).value;
    // The form shown by the browser asks for its first token.
    await waitFor(() => expect(token()).toBe('1750000000000.first'));

    await user.type(screen.getByLabelText('Your name'), 'Dana Reyes');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'dana@reyesdental.com');
    await user.selectOptions(screen.getByLabelText('Type of facility'), 'medical-facilities');
    await user.selectOptions(screen.getByLabelText('Approximate size'), '5k-15k');
    await user.selectOptions(screen.getByLabelText('How often'), 'weekly');
    await user.type(screen.getByLabelText('Town or ZIP code'), 'Ocala');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: /Request my free quote/ }));

    await waitFor(() => expect(token()).toBe('1750000000000.second'));
    expect(notify.error).toHaveBeenCalledWith('Your request was not sent yet', { description: MESSAGE });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Dana Reyes');
    const [refused] = requests.filter((r) => r.method === 'POST');
    expect(JSON.parse(refused!.body!)).toMatchObject({ form_token: '1750000000000.first', name: 'Dana Reyes' });

    await user.click(screen.getByRole('button', { name: /Request my free quote/ }));
    await screen.findByText(/Your quote request is in/);
    const sent = requests.filter((r) => r.method === 'POST')[1]!;
    expect(JSON.parse(sent.body!)).toMatchObject({ form_token: '1750000000000.second', name: 'Dana Reyes' });
  });
});
