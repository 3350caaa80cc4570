// What a copy is named and how it says where it came from (docs/product.md, "Duplicate and import"): a
// duplicate, or an import whose name is taken, is "… (copy)", then "… (copy 2)", "… (copy 3)"; a copy of a
// copy counts on from the original's name rather than growing "(copy) (copy)".

const { badRequest, fieldError } = require('./errors.js');

/** " (copy)" or " (copy 7)" at the end of a name. */
const COPY_SUFFIX = / \(copy(?: (\d+))?\)$/;

/** The name a copy's name is counted from: `name` without its "(copy …)". */
const originalName = (name) => name.replace(COPY_SUFFIX, '');

/**
 * The first of "{base} (copy)", "{base} (copy 2)", … that no name in `taken` (a Set) holds, where base is
 * `name` without its own "(copy …)".
 */
function copyName(name, taken) {
  const base = originalName(name);
  if (!taken.has(`${base} (copy)`)) return `${base} (copy)`;
  let n = 2;
  while (taken.has(`${base} (copy ${n})`)) n += 1;
  return `${base} (copy ${n})`;
}

/** An import keeps its file's name unless a record holds it already; then it is named as a copy. */
const importName = (name, taken) => (taken.has(name) ? copyName(name, taken) : name);

/**
 * A record's `origin`: where it came from, shown on its screen ("Duplicated from … on …", "Imported from
 * file … on …"). `from` is the original's name (a duplicate), `file` the imported file's name.
 */
const duplicateOrigin = (from, at) => ({ kind: 'duplicate', from, at });
const importOrigin = (file, at) => ({ kind: 'import', file, at });

/** The longest imported file name kept in an origin. */
const FILE_NAME_MAX = 200;

/**
 * The `from_file` query parameter of a create route (the browser's import names its file there; the
 * exam document and the room's body stay as they are): the file's name, or null when absent; 400 on
 * `from_file` when blank or too long.
 */
function importedFile(query) {
  if (query === '') return null;
  const file = query.trim();
  if (file === '' || file.length > FILE_NAME_MAX)
    throw badRequest("The imported file's name is blank or too long.", {
      from_file: fieldError(
        'validation_invalid_value',
        `Must be a file name of 1 to ${FILE_NAME_MAX} characters.`,
      ),
    });
  return file;
}

module.exports = {
  importedFile,
  COPY_SUFFIX,
  originalName,
  copyName,
  importName,
  duplicateOrigin,
  importOrigin,
};
