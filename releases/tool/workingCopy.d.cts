export declare function copyRemoteSources(pkg: string, name: string): string;
export declare function replaceVisibleText(dir: string, from: string, to: string, options?: { tests?: boolean }): number;
export declare function runReleaseTool(
  cwd: string,
  command: 'release' | 'rollback' | 'releases' | 'bisect' | 'preview',
  args?: string[],
  env?: Record<string, string>,
  options?: { timeoutMs?: number },
): Promise<{ code: number; output: string }>;
