// Where each process listens, derived from one base port (the shell's): `PORT=9080`
// moves the whole site, so a test run and `npm start` can live side by side.
const DEFAULT_BASE_PORT = 8080;

const OFFSETS = {
  shell: 0,
  marketing: 1,
  careers: 2,
  payments: 3,
  guides: 4,
  staffhub: 5,
  worker: 7,
  releases: 8,
  sandbox: 9,
};

/** @returns {Record<keyof typeof OFFSETS, number>} */
function portsFor(base = DEFAULT_BASE_PORT) {
  return Object.fromEntries(Object.entries(OFFSETS).map(([app, offset]) => [app, base + offset]));
}

const REMOTES = ['marketing', 'careers', 'payments', 'guides', 'staffhub'];

module.exports = { portsFor, REMOTES, DEFAULT_BASE_PORT };
