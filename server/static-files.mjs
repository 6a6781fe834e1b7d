// What counts as a file rather than a page, for the proxy (src/proxy.ts, which Next does not run
// for files), the server's edge (server/edge.mjs, which refuses bodies sent to files) and the
// server's index of the files it has (server/file-index.mjs).
// The proxy's `config.matcher` must be a literal string, which Next reads without running the
// module: tests/unit/static-files.test.ts checks that it names these extensions.

/** The extensions of the site's files, as a regular-expression alternation. */
export const FILE_EXTENSIONS =
  'png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map';

/** A path of Next's own files, the build's metadata files or the news images. */
const FILE_FOLDER = /^\/(?:_next\/|builds\/|news-media\/)/;
const FILE_NAME = new RegExp(`\\.(?:${FILE_EXTENSIONS})$`, 'i');

/** Whether a path (without its query) names a file. @param {string} path */
export const isFilePath = (path) => FILE_FOLDER.test(path) || FILE_NAME.test(path);

/**
 * Whether a path names a file by its extension outside the folders whose routes answer it.
 * @param {string} path
 */
export const isNamedFile = (path) => !FILE_FOLDER.test(path) && FILE_NAME.test(path);

/**
 * Request header through which the server tells the proxy that a path names a file the site
 * does not have (`/favicon.ico`): the proxy, which Next otherwise does not run for files, answers
 * it with the localized 404 page instead of Next's bare one. Any value a client sent is removed.
 */
export const MISSING_FILE_HEADER = 'x-missing-file';
