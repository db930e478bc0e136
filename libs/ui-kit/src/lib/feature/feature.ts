import type { Catalogue } from '@casino/i18n';
import type { GuardRule, PageDataMap, PageMap } from '@casino/routing';
import type { ComponentType } from 'react';
import type { DialogRegistry } from '../overlays/dialog-types';

/** A side effect a feature runs on every page of the site; it renders nothing. */
export type FeatureEffect = {
  Effect: ComponentType;
  /**
   * 'start' (the default) mounts it with the first page; 'idle' once the page has loaded and the browser is idle,
   * for what no first screen needs (a chat widget): its code and calls stay off the first load. 'signed-in' as 'idle',
   * and only while a player is signed in (news of points earned): a visitor never downloads its code nor its texts.
   */
  when?: 'start' | 'idle' | 'signed-in';
};

/**
 * What a feature adds to the site, in one object: both shells take every feature from one list and add only their
 * own layouts, effects and dialogs. Each part is by the key the rest of the site knows it by.
 */
export type Feature = {
  /** The lib's name, for messages about the manifest itself. */
  name: string;
  /** Pages by route name; each loads on its first visit. */
  pages: PageMap;
  /** The first requests of pages by route name, started beside the guards (SPEC.md 2.4) and by a server render. */
  pageData?: PageDataMap;
  /** Dialogs by dialog id (SPEC.md 2.7), loaded with the first dialog opened. */
  dialogs?: () => Promise<DialogRegistry>;
  /** The feature's texts in every locale; only the page's locale is loaded. */
  messages: Catalogue;
  effects?: readonly FeatureEffect[];
  /** The feature's rules of the guard chain; the frame runs them in the order of SPEC.md 2.4. */
  guardRules?: readonly GuardRule[];
};
