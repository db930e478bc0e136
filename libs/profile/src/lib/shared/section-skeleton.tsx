import { Card, Skeleton } from '@casino/ui-kit';

export type SectionSkeletonProps = { lines?: number };

/** A card-shaped placeholder while a profile section loads. */
export function SectionSkeleton({ lines = 4 }: SectionSkeletonProps) {
  return (
    <Card>
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="text" lines={lines} />
    </Card>
  );
}
