// Generated from src/rules/accounts.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/accounts.ts
var accounts_exports = {};
__export(accounts_exports, {
  PASSWORD_MAX: () => PASSWORD_MAX,
  PASSWORD_MIN: () => PASSWORD_MIN,
  ROLES: () => ROLES,
  isRole: () => isRole
});
module.exports = __toCommonJS(accounts_exports);
var ROLES = ["teacher", "admin"];
var isRole = (value) => ROLES.includes(value);
var PASSWORD_MIN = 8;
var PASSWORD_MAX = 71;
