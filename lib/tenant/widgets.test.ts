import { findWidget, frameOrigin, siteWidgets, widgetIdsOfPath } from './widgets';

describe('frameOrigin', () => {
  it.each([
    ['https://agency.example', 'https://agency.example'],
    ['https://Agency.Example/', 'https://agency.example'],
    ['https://agency.example:443', 'https://agency.example'],
    ['http://partner.localhost:4998', 'http://partner.localhost:4998'],
    ['  https://agency.example  ', 'https://agency.example'],
  ])('accepts %s as %s', (value, origin) => {
    expect(frameOrigin(value)).toBe(origin);
  });

  it.each([
    '*',
    'https://*.agency.example',
    'https://agency.example/widgets',
    'https://agency.example/?x=1',
    'https://user:pw@agency.example',
    'javascript:alert(1)',
    'ftp://agency.example',
    "'self'",
    'https://agency.example; script-src *',
    'agency.example',
    '',
  ])('refuses %s', (value) => {
    expect(frameOrigin(value)).toBeNull();
  });
});

describe('siteWidgets / findWidget', () => {
  const widgets = siteWidgets({
    widgets: [
      { widget_id: 'w1', app_id: 'a1', allowed_origins: ['https://a.example', 'https://a.example/', '*'] },
      { widget_id: 'w1', app_id: ' ', allowed_origins: ['https://b.example'] },
      { widget_id: 'w2', app_id: 'a2', allowed_origins: [] },
    ],
  });

  it('keeps widgets with both ids, their origins normalised and once', () => {
    expect(widgets).toEqual([
      { widgetId: 'w1', appId: 'a1', allowedOrigins: ['https://a.example'] },
      { widgetId: 'w2', appId: 'a2', allowedOrigins: [] },
    ]);
  });

  it('finds a widget only by its exact pair of ids', () => {
    expect(findWidget(widgets, 'w1', 'a1')?.allowedOrigins).toEqual(['https://a.example']);
    expect(findWidget(widgets, 'w1', 'a2')).toBeNull();
    expect(findWidget(widgets, 'W1', 'a1')).toBeNull();
    expect(findWidget(widgets, 'w2', 'a1')).toBeNull();
    expect(findWidget([], 'w1', 'a1')).toBeNull();
  });
});

describe('widgetIdsOfPath', () => {
  it.each([
    ['/search/trips/widgetsSearch/w1/a1', { widgetId: 'w1', appId: 'a1' }],
    ['/search/trips/widgetsSearch/w1/a1/', { widgetId: 'w1', appId: 'a1' }],
    ['/search/trips/widgetsSearch/my%20widget/a%2F1', { widgetId: 'my widget', appId: 'a/1' }],
  ])('reads %s', (path, ids) => {
    expect(widgetIdsOfPath(path)).toEqual(ids);
  });

  it.each([
    '/search/trips/widgetsSearch',
    '/search/trips/widgetsSearch/w1',
    '/search/trips/widgetsSearch/w1/a1/extra',
    '/search/trips/widgetsSearchX/w1/a1',
    '/search/trips/widgetsSearch/%E0%A4%A/a1',
  ])('finds no widget in %s', (path) => {
    expect(widgetIdsOfPath(path)).toBeNull();
  });
});
