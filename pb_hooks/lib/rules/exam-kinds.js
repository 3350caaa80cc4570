// Generated from src/rules/exam-kinds.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/exam-kinds.ts
var exam_kinds_exports = {};
__export(exam_kinds_exports, {
  EXAM_KINDS: () => EXAM_KINDS,
  WRITING_KINDS: () => WRITING_KINDS,
  isWritingKind: () => isWritingKind
});
module.exports = __toCommonJS(exam_kinds_exports);
var EXAM_KINDS = [
  "listening",
  "academic_reading",
  "general_reading",
  "academic_writing",
  "general_writing",
  "other"
];
var WRITING_KINDS = ["academic_writing", "general_writing"];
var isWritingKind = (kind) => WRITING_KINDS.indexOf(kind) !== -1;
