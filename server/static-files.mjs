// What counts as a file rather than a page, for the proxy (src/proxy.ts, which Next does not run
// for files) and the server's edge (server/edge.mjs, which refuses bodies sent to files).
// The proxy's `config.matcher` must be a literal string, which Next reads without running the
// module: tests/unit/static-files.test.ts checks that it names these extensions.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The extensions of the site's files, as a regular-expression alternation. */
export const FILE_EXTENSIONS =
  'png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map';

/** A path of Next's own files, the build's metadata files or the news images. */
const FILE_FOLDER = /^\/(?:_next\/|builds\/|news-media\/)/;
const FILE_NAME = new RegExp(`\\.(?:${FILE_EXTENSIONS})$`, 'i');

/** Whether a path (without its query) names a file. */
export const isFilePath = (path) => FILE_FOLDER.test(path) || FILE_NAME.test(path);

/** Whether a path names a file by its extension outside the folders whose routes answer it. */
export const isNamedFile = (path) => !FILE_FOLDER.test(path) && FILE_NAME.test(path);

/**
 * Request header through which the server tells the proxy that a path names a file the site
 * does not have (`/favicon.ico`): the proxy, which Next otherwise does not run for files, answers
 * it with the localized 404 page instead of Next's bare one. Any value a client sent is removed.
 */
export const MISSING_FILE_HEADER = 'x-missing-file';

/** `[param]` segments of a route as a pattern. */
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
    ? Object.values(JSON.parse(readFileSync(manifest, 'utf8')))
        .filter((route) => isNamedFile(route))
        .map(routePattern)
    : [];
  return {
    isMissing: (path) =>
      isNamedFile(path) && !files.has(path) && !routes.some((route) => route.test(path)),
  };
}
