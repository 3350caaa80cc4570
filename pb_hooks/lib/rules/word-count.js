// Generated from src/rules/word-count.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/word-count.ts
var word_count_exports = {};
__export(word_count_exports, {
  countWords: () => countWords,
  withinWordLimit: () => withinWordLimit,
  withoutOptionalWords: () => withoutOptionalWords,
  wordLimitText: () => wordLimitText
});
module.exports = __toCommonJS(word_count_exports);
var WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
var LETTER_OR_NUMBER = (
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- control characters and combining marks are what it excludes
  /[^\u0000-\u002f\u003a-\u0040\u005b-\u0060\u007b-\u00a9\u00ab-\u00b1\u00b4\u00b6-\u00b8\u00bb\u00bf\u00d7\u00f7\u02c2-\u02c5\u02d2-\u02df\u0300-\u036f\u2000-\u206f\u20a0-\u20ff\u2190-\u23ff\u2500-\u27bf\u2900-\u2bff\u2e00-\u2e7f\u3000-\u3004\u3008-\u3020\u3030\u303d-\u303f\ufe00-\ufe6f\ufeff\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65\ud83c-\ud83e\udc00-\udfff]/
);
function countWords(text) {
  if (typeof text !== "string" || text === "") return 0;
  const runs = text.split(WHITE_SPACE);
  let words = 0;
  for (let i = 0; i < runs.length; i++) if (LETTER_OR_NUMBER.test(runs[i])) words++;
  return words;
}
var NUMBER_WORD = /^[$£€]?[0-9]+(?:[,.:/][0-9]+)*%?$/;
function withinWordLimit(text, maxWords, numberAllowed) {
  if (typeof text !== "string" || text === "") return true;
  let maybeSpaces = 0;
  for (let i = 0; i < text.length && maybeSpaces < maxWords; i++) {
    const c = text.charCodeAt(i);
    if (c <= 32 || c >= 133) maybeSpaces++;
  }
  if (maybeSpaces < maxWords) return true;
  const runs = text.split(WHITE_SPACE);
  let words = 0;
  let number = false;
  for (let i = 0; i < runs.length; i++) {
    if (!LETTER_OR_NUMBER.test(runs[i])) continue;
    words++;
    if (numberAllowed && !number && NUMBER_WORD.test(runs[i])) number = true;
  }
  return words - (number ? 1 : 0) <= maxWords;
}
var NUMBER_NAMES = ["ONE", "TWO", "THREE", "FOUR", "FIVE"];
function wordLimitText(maxWords, numberAllowed) {
  const words = maxWords === 1 ? "ONE WORD" : `NO MORE THAN ${NUMBER_NAMES[maxWords - 1]} WORDS`;
  return numberAllowed ? `${words} AND/OR A NUMBER` : maxWords === 1 ? "ONE WORD ONLY" : words;
}
function withoutOptionalWords(key) {
  return key.replace(/\([^()]*\)/g, " ");
}
