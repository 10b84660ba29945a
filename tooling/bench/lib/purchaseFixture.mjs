// A paid invoice for the /purchase load test: a captcha token and a pending order
// from the worker, a sale through the sandbox's payment page, and the completed-
// payment record the browser would post. Replaying that record is idempotent.
const SANDBOX_SITE_KEY = 'sandbox-site-key';
const SANDBOX_MERCHANT = 'sandbox-merchant';
const SANDBOX_TERMINAL = 'sandbox-terminal';

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

export async function paidPurchase({ worker, sandbox }) {
  const { token } = await postJson(`${sandbox}/captcha/token`, { sitekey: SANDBOX_SITE_KEY });
  const order = await postJson(`${worker}/orders`, { amount: '100.00', credit: false, captchaToken: token });
  const envelope = await postJson(`${sandbox}/hpp/${SANDBOX_MERCHANT}/${SANDBOX_TERMINAL}/sale`, {
    amount: order.total,
    invoice: order.invoice,
    checkField: 'invoice',
    serviceFee: false,
    card: '4111111111111111',
    expiry: '12/34',
    csc: '123',
    street: '12 Lake Street',
    zip: '53545',
  });
  const { transaction } = envelope.payload;
  const record = [
    envelope['exchange-id'],
    envelope.links[0].id,
    transaction.id,
    transaction.amount,
    transaction.result,
    transaction.billing.street,
    transaction.created,
  ];
  const body = { record, invoice: order.invoice };
  const answer = await postJson(`${worker}/purchase`, body);
  if (answer.result !== true) throw new Error(`the fixture purchase was refused: ${JSON.stringify(answer)}`);
  return body;
}
