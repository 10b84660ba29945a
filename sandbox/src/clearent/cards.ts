// The sandbox's test cards. Real processors publish such numbers for their test
// environments; here one approves and one declines, and any other card is declined
// with a message naming the test cards.
export const APPROVED_CARDS = ['4111111111111111', '5555555555554444'];
export const DECLINED_CARD = '4000000000000002';

export const TEST_CARD_HINT = 'Use 4111 1111 1111 1111 to approve or 4000 0000 0000 0002 to decline.';

export const cardDigits = (card: string) => card.replace(/[\s-]/g, '');

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
