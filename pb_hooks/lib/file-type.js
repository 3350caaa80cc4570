// An upload's type, from its first bytes (docs/architecture.md, "Authoring"): the image and audio types the
// file fields take (rules/limits.js IMAGE_TYPES, AUDIO_TYPES), each with the extension it is stored under. A file
// keeps the name it came with but not its extension, so that a GIF named `x.js` is stored as `x_….gif` and
// is never served as a script or a page from the app's origin. Pure, but for sniffUpload (goja only).

/* global toBytes -- PocketBase's reader helper (goja) */

/** The collections with file fields (upload-types.test.ts holds this list to the schema). */
const UPLOAD_COLLECTIONS = ['users', 'sections', 'section_questions'];

/** How many leading bytes the signatures below need. */
const SNIFF_BYTES = 16;

const ascii = (bytes, at, text) => {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** [type, extension, test of the leading bytes]; the first that matches wins. */
const SIGNATURES = [
  ['image/jpeg', '.jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/png', '.png', (b) => ascii(b, 0, '\x89PNG\r\n\x1a\n')],
  ['image/gif', '.gif', (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a')],
  ['image/webp', '.webp', (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP')],
  ['audio/wav', '.wav', (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE')],
  ['audio/ogg', '.ogg', (b) => ascii(b, 0, 'OggS')],
  ['audio/webm', '.webm', (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3],
  ['audio/mp4', '.m4a', (b) => ascii(b, 4, 'ftyp')],
  // An ID3 tag, or an MPEG audio frame's sync bits with a layer set.
  [
    'audio/mpeg',
    '.mp3',
    (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) !== 0),
  ],
];

/**
 * The type and extension of a file's leading bytes, or null for anything else.
 * @param {ArrayLike<number>} bytes at least the first SNIFF_BYTES of the file (fewer for a shorter file)
 * @returns {{ type: string, ext: string } | null}
 */
function sniffType(bytes) {
  for (const [type, ext, test] of SIGNATURES) if (test(bytes)) return { type, ext };
  return null;
}

/**
 * A stored file name with its extension replaced by `ext`. PocketBase's names are `snake_name_random.ext`
 * (the name part holds no dot), so everything from the first dot is the extension it was given.
 */
function withExtension(name, ext) {
  const dot = name.indexOf('.');
  return (dot === -1 ? name : name.slice(0, dot)) + ext;
}

/**
 * Renames an unsaved upload (a PocketBase filesystem.File) to the extension of its content; one of no type
 * here gets `.bin`, which PocketBase serves under the type it detects itself (never a script's). Returns
 * the sniffed type, or null. goja only: it reads the file through PocketBase's toBytes.
 */
function sniffUpload(file) {
  const reader = file.reader.open();
  let head;
  try {
    head = toBytes(reader, SNIFF_BYTES);
  } finally {
    reader.close();
  }
  const sniffed = sniffType(head);
  file.name = withExtension(file.name, sniffed ? sniffed.ext : '.bin');
  return sniffed ? sniffed.type : null;
}

/** Every new upload of a record's file fields renamed by sniffUpload (uploads.pb.js, before validation). */
function nameUploadsByType(record) {
  const fields = record.collection().fields;
  for (let i = 0; i < fields.length; i++) {
    if (fields[i].type() !== 'file') continue;
    const files = record.getUnsavedFiles(fields[i].getName());
    for (let j = 0; j < files.length; j++) sniffUpload(files[j]);
  }
}

module.exports = {
  UPLOAD_COLLECTIONS,
  SNIFF_BYTES,
  sniffType,
  withExtension,
  sniffUpload,
  nameUploadsByType,
};
