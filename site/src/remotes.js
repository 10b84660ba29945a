// The remotes, each named once: the port it listens on locally (an offset from the
// shell's) and the paths it owns. Each remote declares its pages in its own
// src/paths.ts; e2e/tests/route-declarations.spec.ts checks this table against them.
// A path ending in /* owns everything below it too; where two entries match, the
// longer one wins, so /verify/trust is the staff hub's and the rest of /verify payments'.

const REMOTE_TABLE = /** @type {const} */ ({
  marketing: {
    portOffset: 1,
    paths: [
      '/',
      '/serviceslist',
      '/residentialservices',
      '/commercialservices',
      '/brands',
      '/team',
      '/testimonials',
      '/gallery/*',
      '/support/*',
      '/opportunity',
      '/book/*',
    ],
  },
  careers: { portOffset: 2, paths: ['/apply/*'] },
  payments: { portOffset: 3, paths: ['/verify/*'] },
  guides: { portOffset: 4, paths: ['/tobhomes/*', '/gettingstarted/*'] },
  staffhub: { portOffset: 5, paths: ['/verify/trust/*', '/kh/*', '/office/*'] },
});

/** @typedef {keyof typeof REMOTE_TABLE} RemoteName */

/** @type {readonly RemoteName[]} */
const REMOTES = /** @type {RemoteName[]} */ (Object.keys(REMOTE_TABLE));

/** @param {string} name @returns {name is RemoteName} */
const isRemoteName = (name) => Object.hasOwn(REMOTE_TABLE, name);

module.exports = { REMOTE_TABLE, REMOTES, isRemoteName };
