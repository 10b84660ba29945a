/** The year the release was built in (tooling/config/buildYear.cjs, defined by webpack and Jest). */
declare const __BUILD_YEAR__: number;
