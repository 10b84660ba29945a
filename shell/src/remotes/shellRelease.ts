// The shell's own release (#44): what its build was told in SHELL_RELEASE (12 hex, a
// deploy's source commit: shell/shellRelease.cjs), compiled in by webpack as
// __SHELL_RELEASE__; `local` for a local build, and where nothing compiled it in (Jest).
import { LOCAL_VERSION } from 'contract/schemas/fieldReportRules';

declare const __SHELL_RELEASE__: string | undefined;

export const SHELL_RELEASE: string = typeof __SHELL_RELEASE__ === 'string' ? __SHELL_RELEASE__ : LOCAL_VERSION;
