// Generated from src/rules/computer-content.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/computer-content.ts
var computer_content_exports = {};
__export(computer_content_exports, {
  CONTENT_MAX: () => CONTENT_MAX,
  DEFAULT_DELIVERY: () => DEFAULT_DELIVERY,
  DEFAULT_GROUP_TYPE: () => DEFAULT_GROUP_TYPE,
  DELIVERIES: () => DELIVERIES,
  GAP: () => GAP,
  GROUP_TYPES: () => GROUP_TYPES,
  INSTRUCTIONS_MAX: () => INSTRUCTIONS_MAX,
  MAX_WORDS_MAX: () => MAX_WORDS_MAX,
  MIN_WORDS_MAX: () => MIN_WORDS_MAX,
  OPTIONS_MAX: () => OPTIONS_MAX,
  OPTION_LETTER: () => OPTION_LETTER,
  OPTION_TEXT_MAX: () => OPTION_TEXT_MAX,
  PASSAGE_MAX: () => PASSAGE_MAX,
  PROMPT_MAX: () => PROMPT_MAX,
  TITLE_MAX: () => TITLE_MAX,
  gapNumbers: () => gapNumbers,
  gapProblem: () => gapProblem
});
module.exports = __toCommonJS(computer_content_exports);
var GROUP_TYPES = ["gap", "choice", "multi", "match", "tfng", "ynng", "essay"];
var DEFAULT_GROUP_TYPE = "gap";
var DELIVERIES = ["paper", "computer"];
var DEFAULT_DELIVERY = "computer";
var PASSAGE_MAX = 6e4;
var INSTRUCTIONS_MAX = 1e3;
var CONTENT_MAX = 1e4;
var PROMPT_MAX = 1e3;
var OPTIONS_MAX = 26;
var OPTION_TEXT_MAX = 1e3;
var OPTION_LETTER = /^[A-Za-z0-9]{1,5}$/;
var MIN_WORDS_MAX = 1e4;
var TITLE_MAX = 200;
var MAX_WORDS_MAX = 5;
var GAP = /\[\[\s*(\d{1,4})\s*\]\]/g;
function gapNumbers(content) {
  if (typeof content !== "string") return [];
  const out = [];
  for (const match of content.matchAll(GAP)) out.push(Number(match[1]));
  return out;
}
function gapProblem(content, from, to) {
  const seen = /* @__PURE__ */ new Set();
  for (const n of gapNumbers(content)) {
    if (n < from || n > to) return `The gap [[${n}]] is not a question of this group (${from}\u2013${to}).`;
    if (seen.has(n)) return `The gap [[${n}]] appears twice.`;
    seen.add(n);
  }
  return null;
}
