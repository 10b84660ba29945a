import { reportedFunding, surchargeReview } from './cardFunding';

const DEBIT_ORDER = { credit: 0 as const };
const CREDIT_ORDER = { credit: 1 as const };

describe('the card funding the gateway reports', () => {
  it.each([
    [undefined, 'unknown'],
    ['VISA', 'unknown'],
    ['MASTERCARD', 'unknown'],
    ['VISA CREDIT', 'credit'],
    ['credit', 'credit'],
    ['VISA DEBIT', 'debit'],
    ['Mastercard Prepaid', 'debit'],
  ])('reads card-type %s as %s', (cardType, funding) => {
    expect(reportedFunding({ 'card-type': cardType })).toBe(funding);
  });
});

describe('surchargeReview', () => {
  it('flags a credit card on a debit order, whose surcharge was not charged', () => {
    expect(surchargeReview({ 'card-type': 'VISA CREDIT' }, DEBIT_ORDER)).toMatch(/credit card paid a debit order/);
  });

  it('flags a debit card on a credit order, whose surcharge must be refunded', () => {
    expect(surchargeReview({ 'card-type': 'VISA DEBIT' }, CREDIT_ORDER)).toMatch(/must be refunded/);
  });

  it('lets a matching card, or a bare brand, through', () => {
    expect(surchargeReview({ 'card-type': 'VISA DEBIT' }, DEBIT_ORDER)).toBeNull();
    expect(surchargeReview({ 'card-type': 'VISA CREDIT' }, CREDIT_ORDER)).toBeNull();
    expect(surchargeReview({ 'card-type': 'VISA' }, DEBIT_ORDER)).toBeNull();
    expect(surchargeReview({}, CREDIT_ORDER)).toBeNull();
  });
});
