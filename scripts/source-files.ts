import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files the quality checks read: what git tracks plus new files it does not ignore, so that `dist/`,
 * `node_modules/` and `data/` never count, and a file added but not yet committed does. Paths are relative to
 * `root`, with forward slashes.
 */
export function listRepositoryFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A tracked file deleted in the working tree is still listed until the deletion is staged.
  return listed.split('\0').filter((path) => path !== '' && existsSync(join(root, path)));
}

/** Migrations are history: written once, applied as they are, never refactored. */
export function isMigration(path: string): boolean {
  return /(^|\/)migrations(\/|\.[a-z]+$)/.test(path);
}

/** Translation catalogues: one line per message, as long as the product needs. */
export function isLocale(path: string): boolean {
  return /(^|\/)locales\//.test(path);
}

/** Built or generated code, which nobody edits by hand. */
export function isGenerated(path: string, text: string): boolean {
  return (
    /(^|\/)dist\//.test(path) || /\.(gen|generated)\.[a-z]+$/.test(path) || text.startsWith('// @generated')
  );
}
