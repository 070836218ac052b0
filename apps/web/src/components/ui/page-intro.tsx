import { PageTitle } from './page-title';

/** The page's h1 and, under it, a line that says what the page is for. */
export function PageIntro({ title, intro }: { title: string; intro: string }) {
  return (
    <div>
      <PageTitle title={title}>{title}</PageTitle>
      <p className="-mt-4 opacity-80">{intro}</p>
    </div>
  );
}
