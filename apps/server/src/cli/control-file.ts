import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running server on the embedded database tells the CLI how to reach it. */
export interface ControlFile {
  port: number;
  token: string;
  pid: number;
}

const FILE = 'control.json';

export function writeControlFile(dataDir: string, port: number): ControlFile {
  const control: ControlFile = { port, token: randomBytes(32).toString('base64url'), pid: process.pid };
  writeFileSync(path.join(dataDir, FILE), JSON.stringify(control), { mode: 0o600 });
  return control;
}

export function readControlFile(dataDir: string): ControlFile | null {
  const file = path.join(dataDir, FILE);
  if (!existsSync(file)) return null;
  try {
    const control = JSON.parse(readFileSync(file, 'utf8')) as ControlFile;
    process.kill(control.pid, 0); // throws when that server is gone
    return control;
  } catch {
    return null;
  }
}

export function removeControlFile(dataDir: string): void {
  rmSync(path.join(dataDir, FILE), { force: true });
}
