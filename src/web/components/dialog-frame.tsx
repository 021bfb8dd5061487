import type { ComponentProps, FormEvent, ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { cn } from '@/lib/utils';

/** The widths of the app's dialogs; `lg` is the dialog's own. */
const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: '', xl: 'max-w-xl', '2xl': 'max-w-2xl' } as const;

type ContentProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'children' | 'onSubmit'>;

export interface DialogFrameProps extends ContentProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The dialog's accessible name. */
  title: ReactNode;
  description: ReactNode;
  /** Above the title, e.g. a success mark. */
  icon?: ReactNode;
  children?: ReactNode;
  /** The buttons under the body. */
  footer?: ReactNode;
  /** Given, the header, body and footer are one form (the app checks its fields itself). */
  onSubmit?(event: FormEvent): void;
  size?: keyof typeof SIZES;
  headerClassName?: string;
  titleClassName?: string;
  footerClassName?: string;
}

/** A modal dialog: title and description, its body, and its buttons. */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  footer,
  onSubmit,
  size = 'lg',
  className,
  headerClassName,
  titleClassName,
  footerClassName,
  ...content
}: DialogFrameProps) {
  const parts = (
    <>
      <DialogHeader className={headerClassName}>
        {icon}
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      {footer && <DialogFooter className={footerClassName}>{footer}</DialogFooter>}
    </>
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn(SIZES[size], className)} {...content}>
        {onSubmit ? (
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            {parts}
          </form>
        ) : (
          parts
        )}
      </DialogContent>
    </Dialog>
  );
}
