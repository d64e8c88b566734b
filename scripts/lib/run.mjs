// Small process helpers shared by the start, dev, build and test scripts.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
export const bold = paint('1');
export const dim = paint('2');
export const green = paint('32');
export const red = paint('31');
export const cyan = paint('36');

export function step(message) {
  process.stdout.write(`\n${cyan('▸')} ${bold(message)}\n`);
}

/**
 * Runs a command; resolves on exit 0, rejects with the exit code otherwise. Its output goes to the terminal as it
 * comes or, with `keepOutput`, is kept until it ends (resolved, or in the error's message), so that commands run
 * side by side print one after another.
 */
export function run(command, args, { keepOutput = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: repoRoot,
      ...options,
      ...(keepOutput ? { stdio: ['ignore', 'pipe', 'pipe'] } : {}),
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}${output ? `\n${output}` : ''}`));
    });
  });
}

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
