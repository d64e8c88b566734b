/**
 * The default store of applicants' files: DATA_DIR/private-uploads (mode 0700), outside Strapi's public folder,
 * so no URL reaches it. One instance only, unless the folder is a volume every instance mounts.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { dataDir, publicDir } from '../settings/runtime-env';
import type { PrivateFileStorage } from './private-file-storage';
import { assertStoredName } from './stored-name';

export function privateUploadsDir(): string {
  const dir = path.join(dataDir(), 'private-uploads');
  const relativeToPublic = path.relative(publicDir(), dir);
  if (relativeToPublic === '' || !relativeToPublic.startsWith('..')) {
    throw new Error(
      'Configuration error: PUBLIC_DIR must not contain DATA_DIR/private-uploads (uploaded CVs would be public)',
    );
  }
  return dir;
}

/** The path of a stored file; refuses anything but a name the store generated. */
export function storedFilePath(storedName: string): string {
  assertStoredName(storedName);
  return path.join(privateUploadsDir(), storedName);
}

export const localDiskStorage: PrivateFileStorage = {
  async put(storedName, sourcePath) {
    await mkdir(privateUploadsDir(), { recursive: true, mode: 0o700 });
    await copyFile(sourcePath, storedFilePath(storedName));
  },
  async open(storedName) {
    const filepath = storedFilePath(storedName);
    const info = await stat(filepath).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(filepath), size: info.size };
  },
  async remove(storedName) {
    await rm(storedFilePath(storedName), { force: true });
  },
};
