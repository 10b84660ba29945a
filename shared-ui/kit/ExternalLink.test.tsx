import { render, screen } from '@testing-library/react';
import { ExternalLink, ExternalLinkList } from 'shared-ui/kit/ExternalLink';

describe('ExternalLink', () => {
  it('opens in a new tab without handing it this page, and says so', () => {
    render(<ExternalLink href="https://example.com" hint="map, opens in a new tab">Our shop</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Our shop (map, opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists links as list items', () => {
    render(<ExternalLinkList aria-label="Sites" links={[{ key: 1, href: 'https://a.example', label: 'A' }, { key: 2, href: 'https://b.example', label: 'B' }]} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'B (opens in a new tab)' })).toHaveAttribute('href', 'https://b.example');
  });
});
