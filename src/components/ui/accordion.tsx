import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '@/lib/utils';

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn(className)} {...props} />;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The trigger inside its heading; `level` keeps nested accordions in a sound heading outline. */
export function AccordionTrigger({
  className,
  children,
  level = 3,
  headerClassName,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Trigger> & {
  level?: HeadingLevel;
  headerClassName?: string;
}) {
  const Heading = `h${level}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className={cn('flex min-w-0 flex-1', headerClassName)}>
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex min-w-0 flex-1 items-center justify-between gap-2 rounded-md py-2 text-left font-medium transition-colors hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown className="size-4 shrink-0 transition-transform duration-200" aria-hidden="true" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className={cn('overflow-hidden text-sm', className)}
      {...props}
    />
  );
}
