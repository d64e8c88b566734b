import type { ChildProcess } from 'node:child_process';

export function freePortInRange(): Promise<number>;
export function redisAnswers(url: string): Promise<boolean>;
export const S3_KEYS: { readonly accessKeyId: string; readonly secretAccessKey: string };
export function startS3(
  workDir: string,
  buckets: { mediaBucket: string; privateBucket: string },
): Promise<{ endpoint: string; stop(): Promise<void> }>;
export function startRedis(
  workDir: string,
  options?: { machineUrl?: string },
): Promise<{ url: string; origin: string; stop(): Promise<void> }>;
export function renderTemplate(template: string, values: Record<string, string>): string;
export function stopChild(child: ChildProcess, signal?: NodeJS.Signals): Promise<void>;
