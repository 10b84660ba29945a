import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from 'site-testing/renderRoutes';
import { devicesPictures } from '../../../assets/generated/devices';
import GuidesRoutes from '../../../routes';
import { casetaGuide } from '../data/caseta';
import type { Guide } from '../data/guide';
import { homeNetworkingOption1, homeNetworkingOption2 } from '../data/homeNetworking';
import { ringDoorbellGuide } from '../data/ringDoorbell';
import { ringMarketing } from '../data/ringMarketing';

const guides: [string, Guide][] = [
  ['/tobhomes/homenetworking/option1', homeNetworkingOption1],
  ['/tobhomes/homenetworking/option2', homeNetworkingOption2],
  ['/tobhomes/caseta', casetaGuide],
  ['/tobhomes/ringdoorbell', ringDoorbellGuide],
];

/** The step's heading: the page's one level-2 heading outside the side panel (its own are about calling us). */
const stepHeading = () => {
  const [heading, ...others] = screen.getAllByRole('heading', { level: 2 }).filter((element) => !element.closest('aside'));
  expect(others).toEqual([]);
  return heading!;
};
// By text: a hidden button has no accessible name, which is the point of hiding it.
const backButton = () => screen.getByText('Back', { selector: 'button' });
const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('a guide', () => {
  // jsdom has no scrollIntoView: the test gives elements one to watch.
  const scrollIntoView = jest.fn<void, [ScrollIntoViewOptions?]>();
  let alert: jest.SpyInstance;
  beforeAll(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterAll(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  beforeEach(() => {
    scrollIntoView.mockClear();
    alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
  });

  it.each(guides)('%s goes from step 0 to the return placeholder and home', async (path, guide) => {
    const { place } = renderRoutes(<GuidesRoutes />, path);
    expect(screen.getByRole('heading', { level: 1, name: guide.title })).toBeInTheDocument();
    const real = guide.steps.length - 1;

    expect(stepHeading()).toHaveTextContent(guide.steps[0]!.title);
    expect(backButton()).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    for (let step = 1; step < real; step++) {
      await userEvent.click(nextButton());
      expect(stepHeading()).toHaveTextContent(guide.steps[step]!.title);
      expect(screen.getByText(guide.steps[step]!.captions[0]!)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back' })).toBeVisible();
      expect(place.search).toBe(`?step=${step}`);
    }
    expect(screen.getByText(`Step ${real} of ${real}`)).toBeInTheDocument();

    await userEvent.click(nextButton());
    expect(place.search).toBe(`?step=${real}`);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.queryByText(guide.steps[real - 1]!.captions[0]!)).not.toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Return to the Home Page' });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(place.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  describe('on each step change', () => {
    // jsdom lays nothing out: the test checks which heading is brought into view, and how;
    // where it lands (120 px from the top) is its scroll-margin-top, and the browser's part.
    // Each step draws into the same heading: its text is read as the scroll is asked for.
    let scrolledTo: (string | null)[];
    beforeEach(() => {
      scrolledTo = [];
      scrollIntoView.mockImplementation(function (this: Element) {
        scrolledTo.push(this.textContent);
      });
    });

    it("scrolls smoothly to the new step's heading, which lands 120 px from the top of the view, not on arrival", async () => {
      renderRoutes(<GuidesRoutes />, '/tobhomes/caseta');
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(stepHeading()).toHaveStyle({ scrollMarginTop: '120px' });

      await userEvent.click(nextButton());
      await userEvent.click(nextButton());
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      const [first, second, third] = casetaGuide.steps.map((step) => step.title);
      expect(scrolledTo).toEqual([second, third, second, first]);
      expect(scrollIntoView.mock.calls).toEqual(Array(4).fill([{ behavior: 'smooth', block: 'start' }]));
    });

    it('brings the heading of the finished guide to 120 px from the top too', async () => {
      renderRoutes(<GuidesRoutes />, '/tobhomes/caseta?step=2');
      await userEvent.click(nextButton());
      const done = screen.getByRole('heading', { level: 2, name: 'You have finished this guide' });
      expect(done).toHaveFocus();
      expect(done).toHaveStyle({ scrollMarginTop: '120px' });
      expect(scrolledTo).toEqual(['You have finished this guide']);
    });

    it('jumps without the smooth glide for visitors who ask for reduced motion', async () => {
      const matchMedia = jest.spyOn(window, 'matchMedia').mockImplementation(
        (query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
      );
      renderRoutes(<GuidesRoutes />, '/tobhomes/caseta');
      await userEvent.click(nextButton());
      expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
      expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'instant', block: 'start' });
    });
  });

  it('moves focus to the new step title, so keyboards and screen readers start there', async () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/caseta');
    await userEvent.click(nextButton());
    expect(stepHeading()).toHaveFocus();
    expect(stepHeading()).toHaveTextContent(casetaGuide.steps[1]!.title);
  });

  it("alerts 'page error, please reload.' when the hidden Back fires at step 0, and stays put", () => {
    const { place } = renderRoutes(<GuidesRoutes />, '/tobhomes/ringdoorbell');
    fireEvent.click(backButton());
    expect(alert).toHaveBeenCalledWith('page error, please reload.');
    expect(stepHeading()).toHaveTextContent(ringDoorbellGuide.steps[0]!.title);
    expect(place.search).toBe('');
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens at the step in the address, so a refresh or a shared link keeps it', () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/homenetworking/option1?step=3');
    expect(stepHeading()).toHaveTextContent(homeNetworkingOption1.steps[3]!.title);
    expect(screen.getByText('Step 4 of 5')).toBeInTheDocument();
  });

  it('opens the return placeholder when the address names it', () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/caseta?step=3');
    expect(screen.getByRole('link', { name: 'Return to the Home Page' })).toBeInTheDocument();
  });

  it.each(['?step=9', '?step=-1', '?step=two', '?step=1.5'])('starts at step 0 and cleans the address for %s', (search) => {
    const { place } = renderRoutes(<GuidesRoutes />, `/tobhomes/caseta${search}`);
    expect(stepHeading()).toHaveTextContent(casetaGuide.steps[0]!.title);
    expect(place.search).toBe('');
  });

  it('goes back through history after Next, so Back and the browser agree', async () => {
    const { place } = renderRoutes(<GuidesRoutes />, '/tobhomes/homenetworking/option2');
    await userEvent.click(nextButton());
    await userEvent.click(nextButton());
    expect(place.search).toBe('?step=2');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(place.search).toBe('?step=1');
    expect(place.state).toEqual({ guideStepFrom: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(place.search).toBe('');
    expect(backButton()).not.toBeVisible();
  });

  it('steps back in place after arriving by a shared link', async () => {
    const { place } = renderRoutes(<GuidesRoutes />, '/tobhomes/caseta?step=2');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(place.search).toBe('?step=1');
    expect(stepHeading()).toHaveTextContent(casetaGuide.steps[1]!.title);
  });

  it("shows the ring marketing block on step 2 only, with Ring's video behind its poster until Play", async () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/ringdoorbell?step=1');
    expect(screen.queryByRole('complementary', { name: ringMarketing.heading })).not.toBeInTheDocument();
    await userEvent.click(nextButton());

    const block = screen.getByRole('complementary', { name: 'Get more from your Ring doorbell' });
    const play = within(block).getByRole('button', { name: 'Play video: Ring Video Doorbell: see who is at your door' });
    expect(play.querySelector('img')).toHaveAttribute('width', '640');
    expect(within(block).getByText('Ring Video Doorbell: see who is at your door. The video plays from YouTube once you press play.')).toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: /ring\.com/ })).not.toBeInTheDocument();
    expect(block.querySelector('iframe')).toBeNull();

    await userEvent.click(play);
    const player = within(block).getByTitle('Ring Video Doorbell: see who is at your door');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ringMarketing.video.youtubeId}?autoplay=1&rel=0`);
    expect(player).toHaveFocus();

    await userEvent.click(nextButton());
    expect(screen.queryByRole('complementary', { name: ringMarketing.heading })).not.toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('draws the device a step talks about beside its captions, its size set, each step its own', async () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/caseta');
    const bridge = screen.getByRole('img', { name: devicesPictures.smartBridge.alt });
    expect(bridge).toHaveAttribute('width', String(devicesPictures.smartBridge.width));
    expect(bridge).toHaveAttribute('height', String(devicesPictures.smartBridge.height));
    expect(bridge).toHaveAttribute('loading', 'lazy');
    expect(devicesPictures.smartBridge.alt).toMatch(/^The Caséta Smart Bridge: /);

    await userEvent.click(nextButton());
    await userEvent.click(nextButton());
    expect(screen.getByRole('img', { name: devicesPictures.casetaDimmer.alt })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: devicesPictures.smartBridge.alt })).not.toBeInTheDocument();
  });

  it('opens the ring guide on its doorbell, as the caseta guide opens on its bridge (#33)', () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/ringdoorbell');
    const doorbell = screen.getByRole('img', { name: devicesPictures.videoDoorbell.alt });
    expect(doorbell).toHaveAttribute('width', String(devicesPictures.videoDoorbell.width));
    // After the captions in the page, as on every step with a device (beside them where the column is wide).
    const captions = screen.getByText(/^Install the Ring app from the App Store/).closest('ul')!;
    expect(captions.compareDocumentPosition(doorbell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('draws no device on a step about calling the internet provider', () => {
    renderRoutes(<GuidesRoutes />, '/tobhomes/homenetworking/option1');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
