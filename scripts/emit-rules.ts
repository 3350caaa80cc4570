// Emits src/rules/ as CommonJS into pb_hooks/lib/rules/ (docs/architecture.md, "One source per rule"):
// `npm run rules` after changing a rule; npm start, npm test and the PocketBase image run it too.
import { emitRules } from './lib/rules-emit';

const changed = emitRules();
console.log(
  changed.length ? `Rules emitted: ${changed.join(', ')}` : 'Rules: the emitted files are current.',
);
