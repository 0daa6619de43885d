/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import SiteError, { SiteErrorPanel } from './error';
import GlobalError from './global-error';

const leaky = Object.assign(
  new Error('connect ECONNREFUSED 127.0.0.1:9 at callTravelApi (/srv/lib/client/transport.ts:57)'),
  {
    digest: '12345',
  },
);

describe('app/error.tsx', () => {
  it('renders a whole document (the site document is what failed) with no error details', () => {
    const html = renderToStaticMarkup(<SiteError error={leaky} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-GB">/);
    expect(html).toContain('Sorry we are unable to fetch site details.');
    expect(html).not.toMatch(/ECONNREFUSED|transport\.ts|12345/);
  });

  it('shows the spec message and a retry button, whatever was thrown', () => {
    const retry = jest.fn();
    render(<SiteErrorPanel retry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry we are unable to fetch site details.',
    );
    expect(document.body).not.toHaveTextContent(/ECONNREFUSED|transport\.ts|12345/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('app/global-error.tsx', () => {
  it('renders a whole document with the same message and no error details', () => {
    const html = renderToStaticMarkup(<GlobalError error={leaky} retry={() => {}} />);
    expect(html).toMatch(/^<html lang="en-GB">/);
    expect(html).toContain('Sorry we are unable to fetch site details.');
    expect(html).toContain('>Try again</button>');
    expect(html).not.toMatch(/ECONNREFUSED|transport\.ts/);
  });
});
