import { SURCHARGE_PERCENT } from 'contract/schemas/money';

/** The spec's surcharge text, shown where the card type is chosen and at checkout. */
export const SURCHARGE_NOTICE = `We assess a ${SURCHARGE_PERCENT}% surcharge on transactions completed with credit cards. This is not greater than our cost of acceptance.`;
