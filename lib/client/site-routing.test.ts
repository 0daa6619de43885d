import { readFileSync } from 'node:fs';
import path from 'node:path';
import { forgetSiteRouting, siteLocalesFor, siteScriptSourcesFor, widgetFrameOrigins } from './site-routing';
import { fetchSiteConfig } from './webconfig';

jest.mock('./webconfig', () => ({ fetchSiteConfig: jest.fn() }));
const fetchConfig = fetchSiteConfig as jest.MockedFunction<typeof fetchSiteConfig>;

const configWith = (widgets: unknown) =>
  ({ widgets }) as unknown as Awaited<ReturnType<typeof fetchSiteConfig>>;
const IDS = { widgetId: 'w1', appId: 'a1' };

describe('widgetFrameOrigins', () => {
  beforeEach(() => fetchConfig.mockReset());

  it("answers the widget's origins, and nothing for other ids", async () => {
    fetchConfig.mockResolvedValue(
      configWith([{ widget_id: 'w1', app_id: 'a1', allowed_origins: ['https://partner.example/'] }]),
    );
    expect(await widgetFrameOrigins('site-a', IDS, 1_000)).toEqual(['https://partner.example']);
    expect(await widgetFrameOrigins('site-a', { widgetId: 'w1', appId: 'other' }, 1_000)).toEqual([]);
  });

  it('reads a site once per TTL, concurrent requests sharing the call', async () => {
    fetchConfig.mockResolvedValue(configWith([{ widget_id: 'w1', app_id: 'a1', allowed_origins: [] }]));
    await Promise.all([widgetFrameOrigins('site-b', IDS, 0), widgetFrameOrigins('SITE-B', IDS, 10)]);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    await widgetFrameOrigins('site-b', IDS, 14_000);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    await widgetFrameOrigins('site-b', IDS, 16_000);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('fails closed: an unknown site or an unreadable configuration frames nowhere', async () => {
    fetchConfig.mockResolvedValueOnce(null);
    expect(await widgetFrameOrigins('site-c', IDS, 0)).toEqual([]);
    fetchConfig.mockRejectedValueOnce(new Error('down'));
    expect(await widgetFrameOrigins('site-d', IDS, 0)).toEqual([]);
  });

  it('reads a site again once the admin API forgets it (a tenant update)', async () => {
    fetchConfig.mockResolvedValue(configWith([{ widget_id: 'w1', app_id: 'a1', allowed_origins: [] }]));
    expect(await widgetFrameOrigins('site-f', IDS, 0)).toEqual([]);
    fetchConfig.mockResolvedValue(
      configWith([{ widget_id: 'w1', app_id: 'a1', allowed_origins: ['https://new.example'] }]),
    );
    expect(await widgetFrameOrigins('site-f', IDS, 10)).toEqual([]);
    forgetSiteRouting(['SITE-F']);
    expect(await widgetFrameOrigins('site-f', IDS, 20)).toEqual(['https://new.example']);
  });

  it('asks again after a failure instead of keeping it for the TTL', async () => {
    fetchConfig.mockRejectedValueOnce(new Error('down'));
    expect(await widgetFrameOrigins('site-e', IDS, 0)).toEqual([]);
    fetchConfig.mockResolvedValueOnce(
      configWith([{ widget_id: 'w1', app_id: 'a1', allowed_origins: ['https://partner.example'] }]),
    );
    expect(await widgetFrameOrigins('site-e', IDS, 10)).toEqual(['https://partner.example']);
  });
});

describe('siteLocalesFor', () => {
  beforeEach(() => fetchConfig.mockReset());

  it("answers the site's languages from the same read as its widgets", async () => {
    fetchConfig.mockResolvedValue({
      widgets: [],
      locales: ['fr-FR', 'en-GB'],
      default_locale: 'en-GB',
    } as unknown as Awaited<ReturnType<typeof fetchSiteConfig>>);
    expect(await siteLocalesFor('site-l', 0)).toEqual({
      locales: ['en-GB', 'fr-FR'],
      defaultLocale: 'en-GB',
    });
    expect(await widgetFrameOrigins('site-l', IDS, 10)).toEqual([]);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
  });

  it('speaks en-GB alone for a site that cannot be read', async () => {
    fetchConfig.mockRejectedValueOnce(new Error('down'));
    expect(await siteLocalesFor('site-m', 0)).toEqual({ locales: ['en-GB'], defaultLocale: 'en-GB' });
  });
});

describe('siteScriptSourcesFor', () => {
  beforeEach(() => fetchConfig.mockReset());

  it("answers the origins of the site's own chat and tags only", async () => {
    const example = JSON.parse(
      readFileSync(path.join(process.cwd(), 'examples/tenants/chat-tags.json'), 'utf8'),
    );
    fetchConfig.mockResolvedValue(example.config);
    const sources = await siteScriptSourcesFor('site-s', 0);
    expect(sources['script-src']).toEqual(
      expect.arrayContaining([
        'https://embed.tawk.to',
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
      ]),
    );
    expect(JSON.stringify(sources)).not.toContain('intercom');
  });

  it('answers none for a site without scripts, or whose configuration cannot say', async () => {
    fetchConfig.mockResolvedValueOnce(configWith([]));
    expect(await siteScriptSourcesFor('site-t', 0)).toEqual({});
    fetchConfig.mockRejectedValueOnce(new Error('down'));
    expect(await siteScriptSourcesFor('site-u', 0)).toEqual({});
  });
});
