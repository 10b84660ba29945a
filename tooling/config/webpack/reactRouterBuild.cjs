// React Router's production build: its package exports offer bundlers only the
// development one (whose CommonJS form also makes webpack warn of require(expression)).
const path = require('node:path');

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(require.resolve('react-router', { paths: [__dirname] })),
  '..',
  'production',
  'index.mjs',
);

module.exports = { REACT_ROUTER_PRODUCTION };
