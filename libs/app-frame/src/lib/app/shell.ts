import type { Catalogue } from '@casino/i18n';
import type { DialogRegistry } from '@casino/ui-kit';
import type { ComponentType } from 'react';
import type { ShellKind } from '../game/full-screen';

/** What a shell adds to the product's features: only what is its own. */
export type Shell = {
  /** The web product or the Telegram mini-app (the games-config full-screen option tells them apart). */
  kind: ShellKind;
  /** The shell's texts (its header, footer, menus). */
  messages: Catalogue;
  /** Its default and game layouts (SPEC.md 2.5); the frame has the empty and svg-sprite ones. */
  layouts: { default: ComponentType; game: ComponentType };
  /** The first frame of a load while the guards decide (no messages yet): the shell's brand in place of its header. */
  StartupFallback?: ComponentType;
  /** Its own side effects, run in each locale branch unless a fatal error is shown. */
  Effects?: ComponentType;
  /** Its own dialogs (the web's site menu), loaded with the first dialog opened. */
  dialogs?: () => Promise<DialogRegistry>;
  /** Hosts besides the site's own a backUrl may lead to: "partner.com,*.partner.com". */
  allowedExternalHosts?: string;
};
