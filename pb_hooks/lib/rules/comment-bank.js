// Generated from src/rules/comment-bank.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/comment-bank.ts
var comment_bank_exports = {};
__export(comment_bank_exports, {
  BANK_CRITERIA: () => BANK_CRITERIA,
  BANK_TEXT_MAX: () => BANK_TEXT_MAX
});
module.exports = __toCommonJS(comment_bank_exports);
var BANK_CRITERIA = ["ta", "cc", "lr", "gra", "fc", "p"];
var BANK_TEXT_MAX = 1e3;
