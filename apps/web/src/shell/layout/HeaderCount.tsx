import type { ReactNode } from 'react';

/**
 * A count on a header icon (the bell, the work-order badge, the announcements): the text in a `sup`,
 * nothing for an empty text. Light on purpose: antd's Badge would add its styles and motion to every
 * first screen.
 */
export function HeaderCount({
  text,
  children,
  testId,
}: {
  text: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span className="fd-header-count" data-testid={testId}>
      {children}
      {text ? <sup title={text}>{text}</sup> : null}
    </span>
  );
}
