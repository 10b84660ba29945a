import { act, renderHook } from '@testing-library/react';
import { clampIndex, useStepIndex, wrapIndex } from 'shared-ui/hooks/useStepIndex';

describe('useStepIndex', () => {
  it('clamps at both ends by default and says when it is at one', () => {
    const { result } = renderHook(() => useStepIndex(3));
    expect(result.current).toMatchObject({ index: 0, isFirst: true, isLast: false });
    act(() => result.current.previous());
    expect(result.current.index).toBe(0);
    act(() => result.current.next());
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ index: 2, isFirst: false, isLast: true });
  });

  it('wraps around in both directions when asked, and is then never at an end', () => {
    const { result } = renderHook(() => useStepIndex(3, { wrap: true }));
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ index: 2, isFirst: false, isLast: false });
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('fits a jump into range', () => {
    const { result } = renderHook(() => useStepIndex(12));
    act(() => result.current.goTo(40));
    expect(result.current.index).toBe(11);
    act(() => result.current.goTo(-3));
    expect(result.current.index).toBe(0);
  });

  it('exposes the arithmetic', () => {
    expect(clampIndex(12, 12)).toBe(11);
    expect(clampIndex(-1, 12)).toBe(0);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });
});
