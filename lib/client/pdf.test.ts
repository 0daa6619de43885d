import { downloadHref } from './pdf';

describe('downloadHref', () => {
  it('keeps absolute URLs and site paths, and puts bare contract paths under /api/', () => {
    expect(downloadHref('https://cdn.example/x.pdf')).toBe('https://cdn.example/x.pdf');
    expect(downloadHref('/api/api/pdf/file/x.pdf')).toBe('/api/api/pdf/file/x.pdf');
    expect(downloadHref('api/pdf/file/x.pdf')).toBe('/api/api/pdf/file/x.pdf');
  });
});
