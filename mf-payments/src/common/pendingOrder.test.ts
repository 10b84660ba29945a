import { clearPendingOrder, PENDING_ORDER_KEY, readPendingOrder, savePendingOrder } from './pendingOrder';

const ORDER = { invoice: 'INV-0123456789', amount: '100.00', surcharge: '3.00', total: '103.00', credit: true };

beforeEach(() => sessionStorage.clear());

describe('the pending order in sessionStorage', () => {
  it('is kept under its own key and read back', () => {
    savePendingOrder(ORDER);
    expect(JSON.parse(sessionStorage.getItem(PENDING_ORDER_KEY)!)).toEqual(ORDER);
    expect(readPendingOrder()).toEqual(ORDER);
    clearPendingOrder();
    expect(readPendingOrder()).toBeNull();
  });

  it.each([['not JSON', '{'], ['another shape', '{"invoice":"x"}'], ['a bad amount', JSON.stringify({ ...ORDER, amount: '100' })]])(
    'is read as none when it holds %s',
    (_name, stored) => {
      sessionStorage.setItem(PENDING_ORDER_KEY, stored);
      expect(readPendingOrder()).toBeNull();
    },
  );
});
