// `BENCH_BASELINE=<commit>`: the bench's uncached-render row for an earlier commit beside this one, in the same run
// (docs/running-and-testing.md#measuring-speed), so a change's effect is read on one machine under one load, not
// from two runs hours apart. The commit is checked out in a git worktree in a temporary folder, with this
// checkout's installed packages linked in (hard links: no download, no second install), built there with its own
// build script, and started on its own port and data. Its package-lock.json must be this one's: the packages are
// shared.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { repoRoot, run } from './run.mjs';

/** Every folder of installed packages in a checkout: the root's and each workspace's own. */
function nodeModulesFolders() {
  const folders = ['node_modules'];
  for (const parent of ['apps', 'packages']) {
    for (const workspace of readdirSync(path.join(repoRoot, parent))) {
      const folder = path.join(parent, workspace, 'node_modules');
      if (existsSync(path.join(repoRoot, folder))) folders.push(folder);
    }
  }
  return folders;
}

/**
 * Checks out and builds `commit` beside this checkout. Returns its root, a `start` that runs its content service
 * like `startCms` does this one's, and `remove`, which deletes the worktree.
 */
export async function prepareBaseline(commit) {
  const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const resolved = git('rev-parse', '--verify', `${commit}^{commit}`);
  const lockChanged = spawnSyncStatus('git', ['diff', '--quiet', resolved, '--', 'package-lock.json']);
  if (lockChanged !== 0) {
    throw new Error(
      `BENCH_BASELINE ${commit}: its package-lock.json differs from this checkout's, so it cannot share its packages`,
    );
  }
  // A worktree whose folder is gone (a run killed hard) is forgotten first, so its commit can be checked out again.
  git('worktree', 'prune');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'auralis-bench-baseline-'));
  const root = path.join(folder, 'tree');
  git('worktree', 'add', '--detach', root, resolved);
  const remove = () => {
    spawnSyncStatus('git', ['worktree', 'remove', '--force', root]);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // Hard links keep the copy instant and small; workspace links inside are relative, so they point into the copy.
    for (const modules of nodeModulesFolders()) {
      await run('cp', ['-al', path.join(repoRoot, modules), path.join(root, modules)]);
      // Tools' caches are written in place, which would reach through a hard link into this checkout's files.
      for (const cache of ['.vite', '.cache'])
        rmSync(path.join(root, modules, cache), { recursive: true, force: true });
    }
    await run(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { cwd: root });
  } catch (error) {
    remove();
    throw error;
  }
  const cmsDir = path.join(root, 'apps', 'cms');
  const start = ({ port, env = {}, stdio = 'inherit' }) =>
    spawn(process.execPath, [path.join(cmsDir, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js'), 'start'], {
      cwd: cmsDir,
      stdio,
      env: { ...process.env, NODE_PATH: path.join(cmsDir, 'node_modules'), PORT: String(port), ...env },
    });
  return { commit: resolved, root, start, remove };
}

function spawnSyncStatus(command, args) {
  try {
    execFileSync(command, args, { cwd: repoRoot, stdio: 'ignore' });
    return 0;
  } catch (error) {
    return typeof error.status === 'number' ? error.status : 1;
  }
}
