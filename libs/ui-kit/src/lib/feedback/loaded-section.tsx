import type { ReactNode } from 'react';
import { LoadFailed } from './load-failed';

/** What the section reads of an RTK Query hook's result. */
type Query<TData> = { data?: TData; isError: boolean; refetch: () => unknown };

export type LoadedSectionProps<TData extends readonly unknown[]> = {
  /** The queries the section shows: it waits for all of them and, when one fails, offers to load them all again. */
  queries: readonly [...{ [K in keyof TData]: Query<TData[K]> }];
  /** What stands in while they load. */
  placeholder: ReactNode;
  /** The section, given each query's data in the order of `queries`. */
  children: (...data: NoInfer<TData>) => ReactNode;
};

/** A section that shows what its queries loaded, a placeholder until then, or the load failure with one retry for all. */
export function LoadedSection<TData extends readonly unknown[]>({ queries, placeholder, children }: LoadedSectionProps<TData>) {
  if (queries.some((query) => query.isError)) {
    return (
      <LoadFailed
        onRetry={() => {
          for (const query of queries) void query.refetch();
        }}
      />
    );
  }
  if (queries.some((query) => !query.data)) return placeholder;
  return children(...(queries.map((query) => query.data) as unknown as TData));
}
