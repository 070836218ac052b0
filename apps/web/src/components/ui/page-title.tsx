import { type ReactNode, useEffect } from 'react';

/** The page's h1, which also names the browser tab. */
export function PageTitle({ children, title }: { children: ReactNode; title: string }) {
  useEffect(() => {
    document.title = `${title} · Desh Courier`;
  }, [title]);
  return <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{children}</h1>;
}
