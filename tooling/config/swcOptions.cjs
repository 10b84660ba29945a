// One TypeScript/JSX transform for webpack (swc-loader) and Jest (@swc/jest).
module.exports = function swcOptions({ development = false } = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development } },
      target: 'es2020',
    },
    sourceMaps: true,
  };
};
