// Generated from src/rules/extra-time.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/extra-time.ts
var extra_time_exports = {};
__export(extra_time_exports, {
  EXTRA_MINUTES_MAX: () => EXTRA_MINUTES_MAX,
  EXTRA_PERCENT_MAX: () => EXTRA_PERCENT_MAX,
  NOTE_MAX: () => NOTE_MAX
});
module.exports = __toCommonJS(extra_time_exports);
var EXTRA_PERCENT_MAX = 100;
var EXTRA_MINUTES_MAX = 600;
var NOTE_MAX = 200;
