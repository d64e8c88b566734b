// Precompresses the website build once, at build time: every compressible file of 1 KB or more gets a
// brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) sibling when that is smaller. The content service
// serves those siblings as they are (koa-send picks `.br`/`.gz` by Accept-Encoding), so nothing of the site is
// compressed per request.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

/** Writes the siblings; returns how many files got them. Stale siblings of a previous build are replaced. */
export function precompressDir(dir) {
  let count = 0;
  for (const file of [...files(dir)]) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      // A sibling whose source is gone would be served for a file that no longer exists.
      const source = file.slice(0, -3);
      if (!statSync(source, { throwIfNoEntry: false })) rmSync(file);
      continue;
    }
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) continue;
    const bytes = readFileSync(file);
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}
