// The page says once, beside the first island whose code failed, that part of it did not
// finish loading, and leaves the island's HTML as the server drew it.
import { sayPartlyLoaded } from './partlyLoadedIsland';

describe('sayPartlyLoaded', () => {
  it('puts the notice before the island, once, with the office phone as a link', () => {
    document.body.innerHTML = '<div data-island="a"><form><input value="typed"></form></div><div data-island="b"></div>';
    const [first, second] = document.querySelectorAll<HTMLElement>('[data-island]');
    sayPartlyLoaded(first!);
    sayPartlyLoaded(second!);
    const notices = document.querySelectorAll('[role="status"]');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.nextElementSibling).toBe(first);
    expect(notices[0]).toHaveTextContent(
      'Part of this page did not finish loading. If something on it does not respond, reload the page or call us at (608) 555-0142.',
    );
    expect(notices[0]!.querySelector('a')).toHaveAttribute('href', 'tel:+16085550142');
    expect(first!.querySelector('input')).toHaveValue('typed');
  });
});
