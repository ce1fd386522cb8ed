import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClass, type Look } from './button';

// Apart from Button so that client code with buttons only (an error boundary, a form) does not
// carry next/link's client code.

/** A link that looks like a Button. */
export function ButtonLink({ variant, size, block, className, ...rest }: Omit<ComponentProps<typeof Link>, 'className'> & Look) {
  return <Link className={buttonClass({ variant, size, block, className })} {...rest} />;
}
