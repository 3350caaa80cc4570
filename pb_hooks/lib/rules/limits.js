// Generated from src/rules/limits.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/rules/limits.ts
var limits_exports = {};
__export(limits_exports, {
  ANSWERS_BODY_LIMIT: () => ANSWERS_BODY_LIMIT,
  AUDIO_MAX_BYTES: () => AUDIO_MAX_BYTES,
  AUDIO_TYPES: () => AUDIO_TYPES,
  BODY_LIMIT: () => BODY_LIMIT,
  DOCUMENT_BODY_LIMIT: () => DOCUMENT_BODY_LIMIT,
  EMAIL: () => EMAIL,
  EMAIL_MAX: () => EMAIL_MAX,
  EMAIL_MIN: () => EMAIL_MIN,
  ESSAY_MAX_LENGTH: () => ESSAY_MAX_LENGTH,
  EXAM_MAX_GROUPS: () => EXAM_MAX_GROUPS,
  EXAM_MAX_KEYS: () => EXAM_MAX_KEYS,
  EXAM_MAX_NUMBER: () => EXAM_MAX_NUMBER,
  EXAM_MAX_QUESTIONS: () => EXAM_MAX_QUESTIONS,
  EXAM_MAX_SECTIONS: () => EXAM_MAX_SECTIONS,
  EXAM_NAME_MAX: () => EXAM_NAME_MAX,
  FILE_BODY_LIMIT: () => FILE_BODY_LIMIT,
  GRACE_SECONDS: () => GRACE_SECONDS,
  GUEST_NAME_MAX: () => GUEST_NAME_MAX,
  GUEST_NAME_MIN: () => GUEST_NAME_MIN,
  GUEST_NAME_VISIBLE: () => GUEST_NAME_VISIBLE,
  IMAGE_MAX_BYTES: () => IMAGE_MAX_BYTES,
  IMAGE_TYPES: () => IMAGE_TYPES,
  KEY_MAX: () => KEY_MAX,
  MAX_ANSWERS: () => MAX_ANSWERS,
  MAX_ANSWER_LENGTH: () => MAX_ANSWER_LENGTH,
  MAX_JSON_DEPTH: () => MAX_JSON_DEPTH,
  ROOM_DETAIL_MAX: () => ROOM_DETAIL_MAX,
  ROOM_NAME_MAX: () => ROOM_NAME_MAX,
  SLUG: () => SLUG,
  SLUG_MAX: () => SLUG_MAX,
  TIME_LIMIT_MAX: () => TIME_LIMIT_MAX,
  UUID: () => UUID,
  charLength: () => charLength
});
module.exports = __toCommonJS(limits_exports);
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
var SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var SLUG_MAX = 100;
var EMAIL = /^[^\s@<>]+@[^\s@.<>]+(?:\.[^\s@.<>]+)+$/;
var EMAIL_MIN = 3;
var EMAIL_MAX = 254;
var GUEST_NAME_MIN = 3;
var GUEST_NAME_MAX = 100;
var GUEST_NAME_VISIBLE = (
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control and combining characters are what it excludes
  /[^\s\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a0\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8]/
);
var MAX_JSON_DEPTH = 32;
var BODY_LIMIT = 64 * 1024;
var MAX_ANSWER_LENGTH = 50;
var ESSAY_MAX_LENGTH = 3e4;
var ANSWERS_BODY_LIMIT = 256 * 1024;
var MAX_ANSWERS = 2e3;
var TIME_LIMIT_MAX = 600;
var GRACE_SECONDS = 60;
var EXAM_MAX_SECTIONS = 20;
var EXAM_MAX_GROUPS = 50;
var EXAM_MAX_QUESTIONS = 200;
var EXAM_MAX_KEYS = 10;
var EXAM_MAX_NUMBER = 1e3;
var EXAM_NAME_MAX = 200;
var KEY_MAX = 200;
var DOCUMENT_BODY_LIMIT = 1024 * 1024;
var FILE_BODY_LIMIT = 210 * 1024 * 1024;
var IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"];
var IMAGE_MAX_BYTES = 10 * 1024 * 1024;
var AUDIO_TYPES = [
  "audio/mpeg",
  "audio/mp4",
  "audio/ogg",
  "audio/wav",
  "audio/x-wav",
  "audio/wave",
  "audio/webm"
];
var AUDIO_MAX_BYTES = 200 * 1024 * 1024;
var ROOM_NAME_MAX = 200;
var ROOM_DETAIL_MAX = 5e3;
function charLength(value) {
  let length = value.length;
  for (let i = 0; i < value.length - 1; i++) {
    const code = value.charCodeAt(i);
    if (code >= 55296 && code <= 56319) {
      const next = value.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        length--;
        i++;
      }
    }
  }
  return length;
}
