import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { useTimers } from 'shared-ui/hooks/useTimers';

function Scheduler({ onFire, delays }: { onFire: (ms: number) => void; delays: number[] }) {
  const { schedule } = useTimers();
  useEffect(() => {
    for (const ms of delays) schedule(() => onFire(ms), ms);
  }, [schedule, delays, onFire]);
  return null;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useTimers', () => {
  it('runs scheduled callbacks when their time comes', () => {
    const onFire = jest.fn();
    render(<Scheduler onFire={onFire} delays={[1000, 2000]} />);
    jest.advanceTimersByTime(1000);
    expect(onFire).toHaveBeenCalledWith(1000);
    expect(onFire).not.toHaveBeenCalledWith(2000);
    jest.advanceTimersByTime(1000);
    expect(onFire).toHaveBeenCalledTimes(2);
  });

  it('clears every pending timer when the page is left', () => {
    const onFire = jest.fn();
    const { unmount } = render(<Scheduler onFire={onFire} delays={[500, 5000]} />);
    jest.advanceTimersByTime(600);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(onFire).toHaveBeenCalledTimes(1);
  });

  it('sets no timer asked for after the page was left, as when a send finishes once the visitor has gone', () => {
    const onFire = jest.fn();
    let later: ReturnType<typeof useTimers>['schedule'] | undefined;
    function Keeper() {
      later = useTimers().schedule;
      return null;
    }
    const { unmount } = render(<Keeper />);
    unmount();
    expect(later!(onFire, 2000)).toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
    jest.advanceTimersByTime(5000);
    expect(onFire).not.toHaveBeenCalled();
  });
});
