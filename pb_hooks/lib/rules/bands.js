// Generated from src/rules/bands.ts by scripts/lib/rules-emit.ts: do not edit (docs/architecture.md, "One source per rule").
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

// src/rules/bands.ts
var bands_exports = {};
__export(bands_exports, {
  BAND_TABLES: () => BAND_TABLES,
  BAND_TOTAL: () => BAND_TOTAL,
  SPEAKING_CRITERIA: () => SPEAKING_CRITERIA,
  WRITING_CRITERIA: () => WRITING_CRITERIA,
  bandFor: () => bandFor,
  exactMean: () => exactMean,
  overallBand: () => overallBand,
  roundBand: () => roundBand,
  roundedMean: () => roundedMean,
  speakingBand: () => speakingBand,
  taskBand: () => taskBand,
  writingBand: () => writingBand
});
module.exports = __toCommonJS(bands_exports);
var BAND_TABLES = {
  listening: [
    [39, 9],
    [37, 8.5],
    [35, 8],
    [32, 7.5],
    [30, 7],
    [26, 6.5],
    [23, 6],
    [18, 5.5],
    [16, 5],
    [13, 4.5],
    [11, 4],
    [8, 3.5],
    [6, 3],
    [4, 2.5]
  ],
  academic_reading: [
    [39, 9],
    [37, 8.5],
    [35, 8],
    [33, 7.5],
    [30, 7],
    [27, 6.5],
    [23, 6],
    [19, 5.5],
    [15, 5],
    [13, 4.5],
    [10, 4],
    [8, 3.5],
    [6, 3],
    [4, 2.5]
  ],
  general_reading: [
    [40, 9],
    [39, 8.5],
    [37, 8],
    [36, 7.5],
    [34, 7],
    [32, 6.5],
    [30, 6],
    [27, 5.5],
    [23, 5],
    [19, 4.5],
    [15, 4],
    [12, 3.5],
    [9, 3],
    [6, 2.5]
  ]
};
var BAND_TOTAL = 40;
var isTable = (rows) => Array.isArray(rows) && rows.length > 0 && rows.every((row) => Array.isArray(row) && typeof row[0] === "number" && typeof row[1] === "number");
function bandFor(exam, score, total) {
  if (total !== BAND_TOTAL || typeof score !== "number") return null;
  const own = exam && isTable(exam.bands) ? exam.bands : null;
  const table = own || (exam && Object.prototype.hasOwnProperty.call(BAND_TABLES, exam.kind) ? BAND_TABLES[exam.kind] : null);
  if (!table) return null;
  for (const [min, band] of table) if (score >= min) return band;
  return null;
}
function roundBand(numerator, denominator) {
  const d = denominator === void 0 ? 1 : denominator;
  return Math.floor((4 * numerator + d) / (2 * d)) / 2;
}
var sum = (values) => values.reduce((n, v) => n + v, 0);
var WRITING_CRITERIA = ["ta", "cc", "lr", "gra"];
var SPEAKING_CRITERIA = ["fc", "lr", "gra", "p"];
var criteriaSum = (criteria, names) => sum(names.map((name) => criteria[name]));
function taskBand(criteria) {
  return criteriaSum(criteria, WRITING_CRITERIA) / 4;
}
function writingBand(task1, task2) {
  return roundBand(criteriaSum(task1, WRITING_CRITERIA) + 2 * criteriaSum(task2, WRITING_CRITERIA), 12);
}
function speakingBand(criteria) {
  return roundBand(criteriaSum(criteria, SPEAKING_CRITERIA), 4);
}
function overallBand(listening, reading, writing, speaking) {
  return roundBand(
    [listening, reading, writing, speaking].reduce((n, band) => n + Math.round(2 * band), 0),
    8
  );
}
function roundedMean(criteria) {
  return roundBand(sum(criteria), criteria.length);
}
function exactMean(criteria) {
  return sum(criteria) / criteria.length;
}
