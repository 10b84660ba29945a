import { screen, within } from '@testing-library/react';
import { ENDPOINTS } from 'contract/endpoints';
import { fakeWorker } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import { careersPictures } from './assets/generated/careers';
import { AFTER_APPLYING } from './features/postings/data/afterApplying';
import { BENEFITS } from './features/postings/data/postings';
import CareersRoutes, { preload } from './routes';

const renderAt = (path: string) => renderRoutes(<CareersRoutes />, path);

beforeEach(() => {
  // The posting pages fetch the email configuration; these tests do not need it.
  fakeWorker({ [`GET ${ENDPOINTS.emailConfig}`]: () => new Response('{}', { status: 503 }) });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('mf-careers routes', () => {
  it.each(['/apply/nope', '/apply/positions/3', '/apply/positions/0', '/apply/positions/1/extra'])(
    'shows the not-found page for %s',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { name: 'There is nothing here!' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    },
  );

  it('offers LinkedIn in a new tab, or the open positions on the site, at /apply', () => {
    renderAt('/apply');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: /Apply on LinkedIn/ });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/rockriverav');
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'See open positions' })).toHaveAttribute('href', '/apply/positions');
  });

  it('shows the open positions with their Apply Now, why work here, and the office phone at /apply', () => {
    renderAt('/apply');
    const positions = screen.getByRole('region', { name: 'Open positions' });
    expect(within(positions).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'System Integrator',
      'Sales + Project Manager',
    ]);
    const applyNow = within(positions).getAllByRole('link', { name: 'Apply Now' });
    expect(applyNow.map((link) => link.getAttribute('href'))).toEqual(['/apply/positions/1', '/apply/positions/2']);
    expect(applyNow[0]).toHaveAccessibleDescription('System Integrator');
    expect(within(positions).getByText('$22.00/hr depending on experience; $1,000 sign-on bonus')).toBeInTheDocument();
    expect(within(positions).getByText('35-50 hours per week')).toBeInTheDocument();

    const why = screen.getByRole('region', { name: 'Why work here' });
    expect(within(why).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...BENEFITS]);

    const ways = screen.getByRole('region', { name: 'Two ways to apply' });
    expect(within(ways).getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    expect(ways).toHaveTextContent('Call our office at (608) 555-0142, Monday to Friday, 8:00a-4:00p, or email service@rockriverav.com.');
  });

  it('lists two job cards at /apply/positions, each with Apply Now linking to its id, beside the side panel', () => {
    renderAt('/apply/positions');
    const cards = screen.getAllByRole('listitem').filter((item) => item.querySelector('h2'));
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'System Integrator',
      'Sales + Project Manager',
    ]);
    expect(screen.getAllByRole('link', { name: 'Apply Now' }).map((link) => link.getAttribute('href'))).toEqual([
      '/apply/positions/1',
      '/apply/positions/2',
    ]);
    expect(within(cards[0]!).getByText('$22.00/hr depending on experience; $1,000 sign-on bonus')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$20.00/hr base, plus performance commission')).toBeInTheDocument();
    // Beside the cards: what happens after applying, and the office hours and phone (#33).
    const side = screen.getByRole('complementary', { name: 'About applying' });
    expect(within(side).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...AFTER_APPLYING]);
    expect(within(side).getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
  });

  it('shows the System Integrator posting, its JSON-LD and its application at /apply/positions/1', async () => {
    // As the shell does before it hydrates a posting: the form's chunk is loaded ahead.
    await preload('/apply/positions/1');
    const { container } = renderAt('/apply/positions/1');
    expect(screen.getByRole('heading', { level: 1, name: 'System Integrator' })).toBeInTheDocument();
    expect(screen.getByText('Technicians')).toBeInTheDocument();
    expect(screen.getByText('May 2022')).toBeInTheDocument();
    expect(screen.getByText('30-50 hours per week')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Qualifications' })).not.toBeInTheDocument();
    const benefits = screen.getByRole('heading', { name: 'Benefits' }).nextElementSibling as HTMLElement;
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('form', { name: 'Application for System Integrator' })).toBeInTheDocument();

    const script = container.ownerDocument.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'System Integrator' });
  });

  it('puts the posting beside its panel, and the application beside an outline of its parts that links to each (#43)', async () => {
    await preload('/apply/positions/1');
    renderAt('/apply/positions/1');
    const form = screen.getByRole('form', { name: 'Application for System Integrator' });
    const posting = screen.getByRole('complementary', { name: 'About applying' });
    const outline = screen.getByRole('complementary', { name: 'Your application' });
    // The posting's panel comes before the application; the outline's is beside it.
    expect(posting.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(outline.previousElementSibling).toContainElement(form);
    expect(within(outline).getByRole('heading', { name: 'On this form' })).toBeInTheDocument();
    const links = within(outline).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('#'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Contact Information', '#contact'],
      ['Work Authorization', '#authorization'],
      ['Certifications & Knowledge', '#certifications'],
      ['Brands you know', '#brands'],
      ['Previous Employment', '#employment'],
      ['Cover letter', '#cover-letter'],
    ]);
    for (const link of links) {
      expect(within(form).getByRole('group', { name: link.textContent! })).toHaveAttribute('id', link.getAttribute('href')!.slice(1));
    }
    expect(outline).toHaveTextContent('It takes about ten minutes.');
    expect(within(outline).getByRole('link', { name: '(608) 555-0142' })).toHaveAttribute('href', 'tel:+16085550142');
    // The hours and phone block is drawn once on the page, in the posting's panel.
    expect(screen.getAllByRole('heading', { name: 'Rather talk to someone?' })).toHaveLength(1);
  });

  it('shows the Sales + Project Manager posting at /apply/positions/2', () => {
    renderAt('/apply/positions/2');
    expect(screen.getByRole('heading', { level: 1, name: 'Sales + Project Manager' })).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
    expect(screen.getByText('35-50 hours per week')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Application for Sales + Project Manager' })).toBeInTheDocument();
  });

  it.each([
    ['/apply', careersPictures.landing, 'Two ways to apply'],
    ['/apply/positions', careersPictures.postings, 'About applying'],
    ['/apply/positions/1', careersPictures[1], 'About applying'],
    ['/apply/positions/2', careersPictures[2], 'About applying'],
  ])('draws %s its own picture of the crew or the work at the top of its side, its size set', (path, picture, side) => {
    renderAt(path);
    const region = screen.getByRole(path === '/apply' ? 'region' : 'complementary', { name: side });
    const image = within(region).getByRole('img', { name: picture.alt });
    expect(image).toHaveAttribute('width', String(picture.width));
    expect(image).toHaveAttribute('height', String(picture.height));
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(within(region).getAllByRole('img')[0]).toBe(image);
  });
});
