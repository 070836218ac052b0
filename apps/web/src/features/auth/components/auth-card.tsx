import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center px-4 py-10">
      <div className="card w-full max-w-md border border-base-300 bg-base-100 shadow-lg">
        <div className="card-body">
          <PageTitle title={title}>{title}</PageTitle>
          {children}
        </div>
      </div>
    </div>
  );
}
