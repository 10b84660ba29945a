import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEVICE_STORAGE_KEY, UNLOCK_STORAGE_KEY } from '../../access/unlockStore';
import { reloadPage } from 'shared-ui/routing/pageLoads';
import { WORKER_DEADLINES_MS } from 'shared-ui/api/worker';
import { fakeWorker, hangs, json, unchecked } from 'site-testing/fakeWorker';
import { renderRoutes } from 'site-testing/renderRoutes';
import StaffhubRoutes from '../../routes';

jest.mock('shared-ui/routing/pageLoads', () => ({ reloadPage: jest.fn() }));

const TOKEN = 'header.payload.signature';
const EXPIRES_AT = '2099-01-01T00:00:00.000Z';

let alertMock: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  alertMock = jest.spyOn(window, 'alert').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
});

const entered = (count: number) => screen.getByText(`${count} of 8 digits entered`);
const key = (name: string) => screen.getByRole('button', { name });

async function pressDigits(user: ReturnType<typeof userEvent.setup>, digits: string) {
  for (const digit of digits) await user.click(key(digit));
}

describe('the passcode keypad', () => {
  it('has the digits 0 to 9, Clear and Submit', () => {
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    expect(screen.getByRole('heading', { level: 1, name: 'Staff access' })).toBeInTheDocument();
    const keypad = screen.getByRole('group', { name: 'Passcode keypad' });
    const labels = Array.from(keypad.querySelectorAll('button')).map((button) => button.textContent);
    expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Clear', '0', 'Submit']);
  });

  it('takes up to 8 digits; a ninth alerts and resets the entry', async () => {
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '12345678');
    expect(entered(8)).toBeInTheDocument();
    expect(alertMock).not.toHaveBeenCalled();
    await user.click(key('9'));
    expect(alertMock).toHaveBeenCalledWith('too many numbers, please retry.');
    expect(entered(0)).toBeInTheDocument();
  });

  it('alerts on an empty submit and sends nothing', async () => {
    const { fetchMock } = fakeWorker({});
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await user.click(key('Submit'));
    expect(alertMock).toHaveBeenCalledWith('please enter a code');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('empties the entry with Clear', async () => {
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '246');
    await user.click(key('Clear'));
    expect(entered(0)).toBeInTheDocument();
  });

  it('types digits, corrects with Backspace and submits with Enter from the keyboard', async () => {
    const { requests } = fakeWorker({ 'POST /passcode': () => json({ valid: false }) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await user.keyboard('1357');
    expect(entered(4)).toBeInTheDocument();
    await user.keyboard('{Backspace}');
    expect(entered(3)).toBeInTheDocument();
    await user.keyboard('9{Enter}');
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('invalid passcode'));
    expect(requests[0]?.body).toBe('1359');
  });

  it('submits with Enter even when a key has focus, and leaves keys aimed at other controls alone', async () => {
    const { requests } = fakeWorker({ 'POST /passcode': () => json({ valid: false }) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    const outside = document.createElement('input');
    document.body.append(outside);
    await user.click(key('4'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toBe('4');

    outside.focus();
    await user.keyboard('12{Enter}');
    expect(entered(0)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    outside.remove();
  });

  it('posts the digits as plain text, hiding Submit behind a loader while it waits', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = fakeWorker({ 'POST /passcode': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '2468');
    await user.click(key('Submit'));

    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.getByText('Checking the passcode')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('content-type')).toBe('text/plain');
    expect(requests[0]?.body).toBe('2468');

    await act(async () => answer(json({ valid: false })));
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('stores the unlock and opens the trust nav 1.2 s after a correct code, its code loaded during the wait', async () => {
    jest.useFakeTimers();
    fakeWorker({ 'POST /passcode': () => json({ valid: true, token: TOKEN, expiresAt: EXPIRES_AT }) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { router } = renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '24681357');
    await user.click(key('Submit'));

    await waitFor(() => expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).not.toBeNull());
    expect(JSON.parse(localStorage.getItem(UNLOCK_STORAGE_KEY)!)).toEqual({ token: TOKEN, expiresAt: EXPIRES_AT });
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(TOKEN);
    expect(screen.getByText('Unlocked, opening the staff area')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1199));
    expect(router.state.location.pathname).toBe('/verify/trust');
    act(() => jest.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/verify/trust/nav');
    // At once: no loading screen while the trust nav's chunk arrives.
    expect(screen.getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/kh');
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('shows the worker the token of this device’s last unlock, expired or not, so a flood elsewhere cannot lock it out', async () => {
    const { requests } = fakeWorker({ 'POST /passcode': () => json({ valid: false }) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('invalid passcode'));
    expect(requests[0]!.headers.get('Authorization')).toBeNull();

    localStorage.setItem(UNLOCK_STORAGE_KEY, JSON.stringify({ token: TOKEN, expiresAt: '2000-01-01T00:00:00.000Z' }));
    localStorage.setItem(DEVICE_STORAGE_KEY, TOKEN);
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('alerts on a wrong code, resets the entry and stores nothing', async () => {
    fakeWorker({ 'POST /passcode': () => json({ valid: false }) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('invalid passcode'));
    expect(entered(0)).toBeInTheDocument();
    expect(key('Submit')).toBeInTheDocument();
    expect(localStorage.getItem(UNLOCK_STORAGE_KEY)).toBeNull();
  });

  it('tells the visitor to wait after too many wrong codes', async () => {
    fakeWorker({ 'POST /passcode': () => json({ error: 'Too many passcode attempts', retryAfterSeconds: 540 }, 429) });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('too many attempts. please wait 9 minutes and try again.'));
    expect(entered(0)).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it.each([
    ['the worker cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the worker fails', () => json({ error: 'Internal error' }, 500)],
    ['the answer is not the expected shape', () => unchecked(true)],
  ])('alerts and reloads the page when %s', async (_, answer) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({ 'POST /passcode': answer });
    const user = userEvent.setup();
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await waitFor(() => expect(alertMock).toHaveBeenCalledWith('verification failed.'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('gives up on a worker that never answers after its deadline: the loader goes, the spec message shows, the page reloads', async () => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeWorker({ 'POST /passcode': hangs });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderRoutes(<StaffhubRoutes />, '/verify/trust');
    await pressDigits(user, '1111');
    await user.click(key('Submit'));
    await act(() => jest.advanceTimersByTimeAsync(WORKER_DEADLINES_MS.lookup - 1));
    expect(alertMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(alertMock).toHaveBeenCalledWith('verification failed.');
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
