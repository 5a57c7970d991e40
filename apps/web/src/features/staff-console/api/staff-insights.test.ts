import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { uploadInsightImage } from './staff-insights';

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'tasman_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('uploadInsightImage', () => {
  it('sends the file itself as the body, with its type and the CSRF header', async () => {
    document.cookie = 'tasman_csrf=token-1';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ imageId: 'a.png', image: '/cache/insights/images/a.png' }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' });

    await expect(uploadInsightImage(file)).resolves.toEqual({ imageId: 'a.png', image: '/cache/insights/images/a.png' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/v1/staff/insights/images');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(file);
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/png', 'x-csrf-token': 'token-1' });
  });

  it("turns the server's refusal into an ApiError with its message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ Id: 'ValidationFailed', Message: 'The image must be PNG, JPEG or WebP.' }), { status: 400 })));
    const error = await uploadInsightImage(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, id: 'ValidationFailed', message: 'The image must be PNG, JPEG or WebP.' });
  });
});
