// The settings of a new room (docs/architecture.md, "Test conditions" and "The test on computer"; the rule
// of src/rules/room-settings.ts). The app's create route sets them; a room made outside the app (PocketBase's dashboard,
// the records API) gets them from room-defaults.pb.js, since PocketBase's fields have no default values.
// Pure.

const { NEW_ROOM_SETTINGS } = require('./rules/room-settings.js');

const given = (sent, key) => sent[key] !== undefined && sent[key] !== null && sent[key] !== '';

/**
 * The settings to set on a room created through the records API, from what the request sent: each one it
 * did not give. The dashboard sends every field of its form, its untouched switch as `accepting: false`:
 * a room given neither `audio` nor `results` is taken as made without settings, and opens.
 * @param {Record<string, unknown>} sent the create request's body
 * @returns {Partial<typeof NEW_ROOM_SETTINGS>}
 */
function missingRoomSettings(sent) {
  const fill = {};
  for (const key of Object.keys(NEW_ROOM_SETTINGS)) if (!given(sent, key)) fill[key] = NEW_ROOM_SETTINGS[key];
  if (!given(sent, 'audio') && !given(sent, 'results')) fill.accepting = true;
  return fill;
}

module.exports = { NEW_ROOM_SETTINGS, missingRoomSettings };
