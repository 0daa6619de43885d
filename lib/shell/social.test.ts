import { socialLinks } from './social';

const none = { facebook: [], instagram: [], twitter: [], linkedin: [], youtube: [] };

describe('socialLinks', () => {
  it('shows no icon when no network has a link', () => {
    expect(socialLinks(none)).toEqual([]);
  });

  it('uses only the first link of each network, in a fixed network order', () => {
    const links = socialLinks({
      ...none,
      youtube: [{ redirection_url: 'https://youtube.example/a' }],
      facebook: [
        { redirection_url: 'https://fb.example/first' },
        { redirection_url: 'https://fb.example/second' },
      ],
    });
    expect(links).toEqual([
      { network: 'facebook', href: 'https://fb.example/first' },
      { network: 'youtube', href: 'https://youtube.example/a' },
    ]);
  });

  it('shows no icon when the first link has no usable address, even if a later one has', () => {
    const links = socialLinks({
      ...none,
      instagram: [{ redirection_url: '' }, { redirection_url: 'https://ig.example/' }],
      linkedin: [{ redirection_url: 'javascript:alert(1)' }],
    });
    expect(links).toEqual([]);
  });
});
