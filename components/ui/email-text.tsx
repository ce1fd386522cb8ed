import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, after the "@" and before each dot of the
 * domain ("creator@ / demo.collabmarket / .local"), never in the middle of a word.
 */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  const parts = address.slice(at + 1).split('.');
  return (
    <span className="email-text">
      {address.slice(0, at + 1)}
      <wbr />
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
