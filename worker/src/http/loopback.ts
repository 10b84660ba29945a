/** Whether a site origin is this machine: development defaults are allowed only then. */
export const isLoopbackOrigin = (origin: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(origin).hostname);
