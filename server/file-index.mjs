// The site's files by name, for telling the proxy which requested files do not exist
// (MISSING_FILE_HEADER, server/static-files.mjs).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { isNamedFile } from './static-files.mjs';

/** `[param]` segments of a route as a pattern. @param {string} route */
const routePattern = (route) =>
  new RegExp(
    `^${route
      .split('/')
      .map((segment) =>
        /^\[.+\]$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  );

/**
 * The site's files by name (the build's `public/` files and the app's routes named like files,
 * from Next's manifest), read once: `isMissing(path)` tells whether a path names a file by its
 * extension that none of them answers.
 * @param {string} projectRoot
 * @returns {{ isMissing(path: string): boolean }}
 */
export function createFileIndex(projectRoot) {
  const publicDir = join(projectRoot, 'public');
  const files = new Set(
    existsSync(publicDir)
      ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map(
            (entry) =>
              `/${relative(publicDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
          )
      : [],
  );
  const manifest = join(projectRoot, '.next', 'app-path-routes-manifest.json');
  const routes = existsSync(manifest)
    ? Object.values(
        /** @type {Record<string, string>} */ (JSON.parse(readFileSync(manifest, 'utf8'))),
      )
        .filter((route) => isNamedFile(route))
        .map(routePattern)
    : [];
  return {
    isMissing: (path) =>
      isNamedFile(path) && !files.has(path) && !routes.some((route) => route.test(path)),
  };
}
