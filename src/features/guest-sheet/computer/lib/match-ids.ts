// The dnd-kit ids of a match group's options and gaps: one source for the draggables, the droppables and the
// group reading them back.
export const optionDragId = (letter: string) => `option:${letter}`;
export const gapDropId = (questionId: string) => `gap:${questionId}`;
export const letterOfDragId = (id: string | number) => String(id).replace(/^option:/, '');
