// Requests to the release service (releases/service), each with the team's key.
// A refusal (any 4xx or 5xx) becomes a ServiceRefusal carrying the service's own reason.

export class ServiceRefusal extends Error {
  /** @param {number} status @param {string} message @param {Record<string, unknown>} details */
  constructor(status, message, details = {}) {
    super(message);
    this.name = 'ServiceRefusal';
    this.status = status;
    this.details = details;
  }
}

/**
 * @param {{ url: string, key: string, fetch?: typeof fetch }} options
 * @returns {(method: string, path: string, options?: { json?: unknown, body?: Uint8Array, headers?: Record<string, string> }) => Promise<{ status: number, body: any }>}
 */
export function serviceClient({ url, key, fetch: fetchImpl = globalThis.fetch }) {
  const base = url.replace(/\/+$/, '');
  return async (method, path, { json, body, headers = {} } = {}) => {
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: json === undefined ? body : JSON.stringify(json),
    });
    const text = await response.text();
    let answer;
    try {
      answer = text === '' ? {} : JSON.parse(text);
    } catch {
      answer = { error: `${method} ${path} answered ${response.status}: ${text.slice(0, 200)}` };
    }
    if (!response.ok) {
      const { error, ...details } = answer;
      throw new ServiceRefusal(response.status, error ?? `${method} ${path} answered ${response.status}`, details);
    }
    return { status: response.status, body: answer };
  };
}
