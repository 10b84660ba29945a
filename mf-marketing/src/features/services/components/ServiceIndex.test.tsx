import { render, screen, within } from '@testing-library/react';
import { COMMERCIAL_SERVICES } from '../data/commercial';
import { RESIDENTIAL_SERVICES } from '../data/residential';
import { ServiceIndex } from './ServiceIndex';

describe.each([
  ['residential', RESIDENTIAL_SERVICES],
  ['commercial', COMMERCIAL_SERVICES],
] as const)('ServiceIndex, %s', (_, services) => {
  it("names each jump link by its service's title and points it at the service's section", () => {
    render(<ServiceIndex services={services} />);
    const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')])).toEqual(
      services.map((service) => [service.title, `#${service.id}`]),
    );
    for (const [index, service] of services.entries()) expect(links[index]).toHaveAccessibleName(service.title);
  });

  it("shows a phone a long title's short part, word for word, so what a link shows is in its name", () => {
    for (const service of services.filter(({ short }) => short)) {
      expect(` ${service.title} `).toContain(` ${service.short!} `);
      expect(service.short!.length).toBeLessThan(service.title.length);
    }
  });
});
