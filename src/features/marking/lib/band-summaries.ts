// What each whole band of a Writing criterion means, in a line: the team's own short summaries for a
// marker's quick reminder, not the official descriptors (which the marker should know and keep to).
import type { WritingCriterion } from './criteria';

type Summaries = readonly [string, string, string, string, string, string, string, string, string, string];

export const BAND_SUMMARIES: Record<WritingCriterion, Summaries> = {
  ta: [
    'Nothing written, or nothing that can be taken as an answer.',
    'Has nothing to do with the task.',
    'Barely touches the task; the writer’s position or the key points cannot be found.',
    'Misreads the task or answers a different question; ideas are few and undeveloped.',
    'Answers the task only in part; main points are unclear, repeated or wrong.',
    'Deals with the task partly; main points are there but thin, and details may be off.',
    'Covers the task; main points are made, though some lack support or precision.',
    'Covers every part of the task; clear main points with relevant support, sometimes uneven.',
    'Covers every part well; ideas are clear, relevant and well supported, with rare slips.',
    'Fully and precisely meets the task with ideas that are developed throughout.',
  ],
  cc: [
    'Nothing written, or nothing that can be assessed.',
    'No organisation can be seen.',
    'Hardly any control of how ideas follow one another.',
    'Ideas do not link up; linking words are few or misused.',
    'Some order, but links between ideas are unclear; paragraphs are missing or confused.',
    'Some organisation, but progression is uneven; linking is mechanical or faulty.',
    'Ideas are arranged logically overall; linking works but can be stiff or overused.',
    'Clear progression throughout; a range of linking with only minor slips; good paragraphs.',
    'Ideas flow logically; linking and paragraphs are handled well and rarely draw attention.',
    'Cohesion is so smooth it goes unnoticed; paragraphing is skilful.',
  ],
  lr: [
    'Nothing written, or nothing that can be assessed.',
    'Only a few isolated words.',
    'A tiny range of words; spelling and word forms are mostly beyond control.',
    'Very limited words with errors that may block the meaning.',
    'Basic, repetitive vocabulary; errors in words and spelling can strain the reader.',
    'Limited but workable range; noticeable errors in words, spelling or word formation.',
    'Adequate range for the task; some less common words, with errors that do not hide meaning.',
    'Enough range for some flexibility and precision; less common words with few errors.',
    'A wide range used fluently and precisely; only occasional slips.',
    'A wide, natural and precise range; errors are extremely rare.',
  ],
  gra: [
    'Nothing written, or nothing that can be assessed.',
    'No sentence forms at all beyond memorised phrases.',
    'Hardly any sentence forms beyond memorised ones.',
    'Only a few forms; errors are everywhere and distort the meaning.',
    'Very limited structures; errors are frequent and can cause difficulty.',
    'Limited structures; complex sentences are tried but often go wrong.',
    'A mix of simple and complex sentences; some errors that rarely hurt understanding.',
    'A variety of complex structures; many error-free sentences, good control.',
    'A wide range of structures; most sentences are error-free.',
    'A full range used accurately and flexibly; slips are rare.',
  ],
};
