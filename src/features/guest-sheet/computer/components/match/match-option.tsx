// One option of a match group: dragged (pointer, or Space and the arrow keys), or picked with a click or Enter.
import { useDraggable } from '@dnd-kit/core';
import type { KeyboardEvent } from 'react';
import type { ContentOption } from '@/lib/api-types';
import { cn } from '@/lib/utils';
import { optionDragId } from '../../lib/match-ids';

export function OptionLabel({ option }: { option: ContentOption }) {
  return (
    <span className="inline-flex min-w-0 items-baseline gap-[0.5em] text-left">
      <span className="font-semibold">{option.letter}</span>{' '}
      <span className="min-w-0 break-words">{option.text}</span>
    </span>
  );
}

interface Props {
  option: ContentOption;
  picked: boolean;
  disabled: boolean;
  onPick: (option: ContentOption) => void;
}

export function MatchOption({ option, picked, disabled, onPick }: Props) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: optionDragId(option.letter),
    disabled,
  });
  // Not a <button>: a button would also click on the Space that starts a keyboard drag.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === 'Enter' && !disabled) {
      event.preventDefault();
      onPick(option);
    }
  };
  return (
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      aria-pressed={picked}
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : 0}
      onKeyDown={onKeyDown}
      onClick={() => !disabled && onPick(option)}
      data-match-option={option.letter}
      className={cn(
        'flex max-w-full cursor-grab rounded-md border bg-background px-[0.75em] py-[0.5em] text-[0.9375em] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        picked && 'border-2 border-primary bg-accent',
        isDragging && 'opacity-50',
        disabled && 'cursor-default opacity-80',
      )}
    >
      <OptionLabel option={option} />
    </div>
  );
}
