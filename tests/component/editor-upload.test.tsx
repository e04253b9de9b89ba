/**
 * An image the Worker refuses for its declared size (more than 8000 pixels a side or 40
 * megapixels: 422) is named in the editor's upload failure, with the size it declares and the
 * limits, and the post keeps its image as it was.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRequest, json, POSTS_PATH, renderStaff, requestsTo } from './staff-app';

describe('featured image upload', () => {
  it('an image too large in pixels: the failure names its size and the limits; nothing changes', async () => {
    const { user, requests } = renderStaff('/posts/new', {
      [`GET ${POSTS_PATH}`]: (req: ApiRequest) => (req.url.searchParams.get('select') === 'category' ? json([{ category: 'Janitorial Services' }]) : json([])),
      'POST /staff/api/media': () =>
        json(
          {
            code: 'PGRST422',
            message: 'The image is too large in pixels: at most 8,000 pixels a side and 40 megapixels',
            details: '100000 × 100000 pixels',
            hint: 'Save it smaller (an article image rarely needs more than 2400 pixels across) and upload again.',
          },
          422,
        ),
    });
    await screen.findByRole('heading', { name: 'New post', level: 1 }, { timeout: 5000 });

    await user.upload(screen.getByLabelText('Upload featured image'), new File([new Uint8Array(45)], 'huge.png', { type: 'image/png' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      '“huge.png” is 100000 × 100000 pixels; images can be at most 8,000 pixels a side and 40 megapixels. Save it smaller and try again.',
    );
    expect(requestsTo(requests, '/staff/api/media', 'POST')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('Upload image')).toBeTruthy();
  });
});
