import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config';

function load(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-'));
  try {
    return loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('PUBLIC_URL', () => {
  it('is optional', () => {
    expect(load({}).publicUrl).toBeNull();
    expect(load({ PUBLIC_URL: '  ' }).publicUrl).toBeNull();
  });

  it('keeps the origin of the address it is given', () => {
    expect(load({ PUBLIC_URL: 'https://www.Firm.example/' }).publicUrl).toBe('https://www.firm.example');
    expect(load({ PUBLIC_URL: 'http://192.168.1.20:4000' }).publicUrl).toBe('http://192.168.1.20:4000');
  });

  it.each(['www.firm.example', 'ftp://firm.example', 'https://firm.example/site', 'https://firm.example/?a=1', 'https://user:pw@firm.example', 'not a url'])(
    'refuses %s with one line naming the variable',
    (value) => {
      expect(() => load({ PUBLIC_URL: value })).toThrow(ConfigError);
      expect(() => load({ PUBLIC_URL: value })).toThrow(/^PUBLIC_URL must be .*, got "/);
    },
  );
});
