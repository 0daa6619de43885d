/** @jest-environment node */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { callTravelApi, contractUrl } from './transport';

describe('contractUrl', () => {
  it.each([
    ['v1/get_webconfig', 'http://api.test/base/v1/get_webconfig'],
    ['check_auth/?user_ui_id=1', 'http://api.test/base/check_auth/?user_ui_id=1'],
    ['api/pdf/generate/', 'http://api.test/base/api/pdf/generate/'],
  ])('%s stays under the base', (path, href) => {
    expect(contractUrl(path, 'http://api.test/base/').href).toBe(href);
  });
  it.each(['https:/evil.example/x', '//evil.example/x', '../x', 'a/%2e%2e/%2e%2e/x'])(
    '%s is refused',
    (path) => {
      expect(() => contractUrl(path, 'http://api.test/base/')).toThrow(/escapes its base/);
    },
  );
  it('compares against the normalised base', () => {
    expect(contractUrl('x', 'HTTP://API.test/').href).toBe('http://api.test/x');
  });
});

describe('callTravelApi to an external backend', () => {
  const hits: string[] = [];
  const server = setupServer(
    http.all('*', ({ request }) => {
      hits.push(request.url);
      return HttpResponse.json({});
    }),
  );
  const OLD_ENV = process.env;
  beforeAll(() => server.listen());
  afterAll(() => {
    server.close();
    process.env = OLD_ENV;
  });

  it('never sends the credentials to a host named by the path', async () => {
    process.env = { ...OLD_ENV, TRAVEL_API_URL: 'http://travel-api.test/', TRAVEL_API_BASIC_AUTH: 'u:p' };
    await expect(callTravelApi({ path: 'https:/evil.example/steal', site: 'demo' })).rejects.toThrow(
      /escapes its base/,
    );
    await callTravelApi({ path: '/v1/get_webconfig', method: 'POST', site: 'demo', body: 'x' });
    expect(hits).toEqual(['http://travel-api.test/v1/get_webconfig']);
  });
});
