// The bodies of POST /api/room/create { name, slug, detail } and POST /api/room/slug-check { slug }
// (docs/architecture.md, "Authoring"). Pure; whether a slug is taken is checked by the routes.

const { throwIfInvalid } = require('../errors.js');
const rules = require('../rules/limits.js');
const { isObject, stringField } = require('./fields.js');

const slugOptions = {
  required: true,
  max: rules.SLUG_MAX,
  pattern: rules.SLUG,
  patternMessage: 'Lowercase letters, digits and single dashes only.',
};

/** { name, slug, detail } of a new room; 400 naming each bad field. */
function validateRoomCreate(body) {
  const source = isObject(body) ? body : {};
  const errors = {};
  const name = stringField(source, 'name', errors, { required: true, max: rules.ROOM_NAME_MAX });
  const slug = stringField(source, 'slug', errors, slugOptions);
  const detail =
    source.detail === undefined || source.detail === null
      ? ''
      : stringField(source, 'detail', errors, { max: rules.ROOM_DETAIL_MAX });
  throwIfInvalid(errors);
  return { name, slug, detail };
}

/** { slug } of a slug check; 400 on `slug` when it is not a valid slug. */
function validateSlugCheck(body) {
  const errors = {};
  const slug = stringField(isObject(body) ? body : {}, 'slug', errors, slugOptions);
  throwIfInvalid(errors);
  return { slug };
}

/**
 * The slug if it is free, else the first free one of slug-2, slug-3, … (the slug shortened so that the
 * suffix fits within SLUG_MAX).
 * @param {string} slug a valid slug
 * @param {Set<string>} taken the slugs in use that start with it
 */
function freeSlug(slug, taken) {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const base = slug.slice(0, rules.SLUG_MAX - suffix.length).replace(/-+$/, '');
    const candidate = `${base}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

module.exports = { validateRoomCreate, validateSlugCheck, freeSlug };
