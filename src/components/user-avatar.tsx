import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { initials } from '@/lib/initials';
import { cn } from '@/lib/utils';

/** A person's picture, or the initials of their name while it loads or when there is none. */
export function UserAvatar({ name, src, className }: { name?: string; src?: string; className?: string }) {
  return (
    <Avatar className={cn(className)}>
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{initials(name) || '?'}</AvatarFallback>
    </Avatar>
  );
}
