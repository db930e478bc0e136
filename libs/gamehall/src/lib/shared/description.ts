import { remapDescription, useGetCmsWebSettingQuery } from '@casino/cms-client';
import type { Description } from '@casino/platform-contract';
import { useMemo } from 'react';

/** A text field of a description object (title, text, link...), or undefined when absent or empty. */
export function descriptionText(description: Description, key: string): string | undefined {
  const value = description[key];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/** Image slots by the site's name; each reads the mapped name first, then the platform's own key. */
export const DESCRIPTION_IMAGES = {
  thumb: ['imageThumb', 'img_288_192'],
  card: ['imageCard', 'img_600_400'],
  desktop: ['imageDesktop', 'img_1200_400'],
  tablet: ['imageTablet', 'img_735_240'],
  mobile: ['imageMobile', 'img_360_520'],
} as const;

export function descriptionImage(description: Description, slot: keyof typeof DESCRIPTION_IMAGES): string | undefined {
  for (const key of DESCRIPTION_IMAGES[slot]) {
    const value = descriptionText(description, key);
    if (value) return value;
  }
  return undefined;
}

/**
 * Banners, jackpots and tournaments with their description keys renamed through the CMS image-name
 * mapping (SPEC.md 3); until the mapping arrives (or without one) the platform's keys are read as they are.
 */
export function useRemapped<T extends { description: Description }>(items: readonly T[] | undefined): T[] | undefined {
  const { data: setting } = useGetCmsWebSettingQuery();
  const mapping = setting?.imageNameMapping;
  return useMemo(() => items?.map((item) => remapDescription(item, mapping)), [items, mapping]);
}
