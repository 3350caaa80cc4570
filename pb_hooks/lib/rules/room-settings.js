// Generated from src/rules/room-settings.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/room-settings.ts
var room_settings_exports = {};
__export(room_settings_exports, {
  AUDIO_MODES: () => AUDIO_MODES,
  NEW_ROOM_SETTINGS: () => NEW_ROOM_SETTINGS,
  RESULTS_SETTINGS: () => RESULTS_SETTINGS
});
module.exports = __toCommonJS(room_settings_exports);

// src/rules/computer-content.ts
var DEFAULT_DELIVERY = "computer";

// src/rules/room-settings.ts
var RESULTS_SETTINGS = ["hidden", "score", "review"];
var AUDIO_MODES = ["free", "once"];
var NEW_ROOM_SETTINGS = {
  accepting: true,
  time_limit: 0,
  audio: "free",
  results: "hidden",
  delivery: DEFAULT_DELIVERY,
  anonymous_marking: false,
  marks_released: false
};
