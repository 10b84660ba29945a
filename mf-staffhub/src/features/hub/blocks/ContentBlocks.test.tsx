import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { storeUnlock } from '../../../access/unlockStore';
import { fakeWorker } from 'site-testing/fakeWorker';
import { DIAGRAM, SECOND_DIAGRAM, TOPIC } from 'site-testing/hubFixtures';
import { ContentBlocks } from './ContentBlocks';

beforeEach(() => {
  localStorage.clear();
  storeUnlock({ token: 'a.b.c', expiresAt: '2099-01-01T00:00:00.000Z' });
  let next = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${++next}`);
  URL.revokeObjectURL = jest.fn();
});

const svg = () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'Content-Type': 'image/svg+xml' } });

/** The fixture section's blocks, once both of its images have arrived. */
async function renderBlocks() {
  const worker = fakeWorker({ 'GET /hub/images/*': svg });
  const view = render(
    <MemoryRouter>
      <ContentBlocks blocks={TOPIC.sections[0]!.blocks} />
    </MemoryRouter>,
  );
  await screen.findByAltText(DIAGRAM.alt);
  await screen.findByAltText(SECOND_DIAGRAM.alt);
  return { ...view, ...worker };
}

describe('content blocks', () => {
  it('renders a callout as a note, titled by its title or its tone', async () => {
    await renderBlocks();
    expect(screen.getByRole('note', { name: 'Temporary accounts expire' })).toHaveTextContent('Transfer the system in time.');
    expect(screen.getByRole('note', { name: 'Note' })).toHaveTextContent('A note without a title.');
  });

  it('renders bullets as a titled list', async () => {
    await renderBlocks();
    expect(screen.getByRole('heading', { level: 3, name: 'Bring' })).toBeInTheDocument();
    const list = screen.getAllByRole('list')[0]!;
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['A charged phone', 'The network sheet']);
  });

  it('fetches a hosted image with the unlock token and shows it at its size, with its caption', async () => {
    const { requests } = await renderBlocks();
    const image = await screen.findByAltText(DIAGRAM.alt);
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', expect.stringMatching(/^blob:test\//));
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '360');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('The rack, top to bottom.').tagName).toBe('FIGCAPTION');
    const request = requests.find((r) => r.path === '/hub/images/test-diagram');
    expect(request?.headers.get('authorization')).toBe('Bearer a.b.c');
  });

  it('opens every link in a new tab that cannot reach back into the page', async () => {
    await renderBlocks();
    for (const [name, href] of [
      ['Sonos support', 'https://support.sonos.com/'],
      ['Sonos products', 'https://www.sonos.com/'],
    ]) {
      const link = screen.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('renders a subsection with its title, its paragraphs and its image', async () => {
    await renderBlocks();
    const subsection = screen.getByRole('heading', { level: 3, name: 'Registering' }).closest('section')!;
    expect(within(subsection).getByText('First paragraph.')).toBeInTheDocument();
    expect(within(subsection).getByText('Second paragraph.')).toBeInTheDocument();
    const image = await within(subsection).findByAltText(SECOND_DIAGRAM.alt);
    expect(image).toHaveAttribute('width', '320');
  });

  it('keeps the image box at its size while it loads, and says so when it cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({ 'GET /hub/images/*': () => new Response('', { status: 500 }) });
    render(
      <MemoryRouter>
        <ContentBlocks blocks={[{ type: 'image', image: DIAGRAM }]} />
      </MemoryRouter>,
    );
    const placeholder = screen.getByRole('img', { name: DIAGRAM.alt });
    expect(placeholder).toHaveTextContent('Loading the diagram');
    expect(placeholder).toHaveStyle({ aspectRatio: '640 / 360' });
    expect(await screen.findByText('The diagram could not be loaded.')).toBeInTheDocument();
  });
});
