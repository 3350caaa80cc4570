// The clock of a timed room, loaded apart: untimed rooms never download it (both screens show it).
import { lazy } from 'react';

export const loadExamTimer = () => import('./exam-timer');
export const ExamTimer = lazy(() => loadExamTimer().then((m) => ({ default: m.ExamTimer })));
