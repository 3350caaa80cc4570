// Generated from src/rules/writing-task.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/writing-task.ts
var writing_task_exports = {};
__export(writing_task_exports, {
  WRITING_MIN_WORDS: () => WRITING_MIN_WORDS,
  recommendedMinutes: () => recommendedMinutes
});
module.exports = __toCommonJS(writing_task_exports);
var WRITING_MIN_WORDS = [150, 250];
function recommendedMinutes(task) {
  return task === 1 ? 20 : task === 2 ? 40 : null;
}
