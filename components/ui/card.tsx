import type { ComponentProps, ElementType, ReactNode } from 'react';
import { cx } from './cx';

type CardProps<T extends ElementType> = { as?: T; className?: string; children: ReactNode } & Omit<ComponentProps<T>, 'as' | 'className' | 'children'>;

/** A surface with the card's border, radius and shadow; a section unless `as` says otherwise. */
export function Card<T extends ElementType = 'section'>({ as, className, children, ...rest }: CardProps<T>) {
  const Tag = (as ?? 'section') as ElementType;
  return (
    <Tag className={cx('card', className)} {...rest}>
      {children}
    </Tag>
  );
}
