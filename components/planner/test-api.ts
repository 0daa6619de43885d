/**
 * A fake /api/ for the planner's component tests: routes by path (and method), records each call
 * with its parsed body. jsdom has no Response: the fields callApi reads are enough.
 */
export type FakeRoute = (body: unknown, url: URL) => { status?: number; body: unknown };

export function fakeApi(routes: Record<string, FakeRoute>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: string, init?: { method?: string; body?: string }) => {
    const url = new URL(input, 'http://demo.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(init.body) : null;
    const path = url.pathname.replace(/^\/api\//, '');
    calls.push({ method, path, url, body });
    const route = routes[`${method} ${path}`];
    const answer = route ? route(body, url) : { status: 404, body: { message: 'not found' } };
    const status = answer.status ?? 200;
    return { ok: status < 400, status, json: async () => answer.body };
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
