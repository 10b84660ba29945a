import { join } from 'node:path';
import { defaultDbPath } from './nodePaths';

describe('the default database file', () => {
  it('lives in the user state folder, outside the source tree', () => {
    expect(defaultDbPath({}, '/home/ana', 'linux')).toBe(join('/home/ana', '.local/state/av-worker/worker.sqlite'));
  });

  it('follows XDG_STATE_HOME, and LOCALAPPDATA on Windows', () => {
    expect(defaultDbPath({ XDG_STATE_HOME: '/var/lib/site' }, '/home/ana', 'linux')).toBe(join('/var/lib/site', 'av-worker/worker.sqlite'));
    expect(defaultDbPath({ LOCALAPPDATA: 'C:\\Users\\ana\\AppData\\Local' }, 'C:\\Users\\ana', 'win32')).toBe(
      join('C:\\Users\\ana\\AppData\\Local', 'av-worker', 'worker.sqlite'),
    );
  });
});
