import type { ChildProcess, StdioOptions } from 'node:child_process';

export function startCms(options: { port: number; env?: Record<string, string>; stdio?: StdioOptions }): ChildProcess;
export function waitUntilReady(child: ChildProcess, port: number, timeoutMs?: number): Promise<void>;
