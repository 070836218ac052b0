import type { ReactNode } from 'react';

/** A part of a page under its own h2, which names the section for screen readers (`aria-labelledby`). */
export function HeadedSection({
  id,
  title,
  className,
  headingClassName = 'mb-2 text-lg font-semibold',
  children,
}: {
  /** The heading's id: unique on the page. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
