import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, NetworkError } from '#client/lib/api.ts';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON to a same-origin path and returns the parsed answer', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(201, { message: 'Thanks!' }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ message: string }>('/api/newsletter/subscribe/', {
      method: 'POST',
      body: { email: 'a@example.com' },
    });
    expect(result).toEqual({ message: 'Thanks!' });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/newsletter/subscribe/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'a@example.com' });
  });

  it('uses GET without a body by default', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { message: 'Hello' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/hello/');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeNull();
  });

  it('throws an ApiError carrying the status, the envelope message and field messages', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          error: 'Please correct the highlighted fields.',
          fields: { email: ['Bad email'] },
        }),
      ),
    );
    const error = await apiRequest('/api/x/', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Please correct the highlighted fields.',
      fields: { email: ['Bad email'] },
    });
  });

  it('throws an ApiError even when the error body is not the JSON envelope', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('/api/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, fields: {} });
  });

  it('throws a NetworkError when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await apiRequest('/api/x/').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });
});
