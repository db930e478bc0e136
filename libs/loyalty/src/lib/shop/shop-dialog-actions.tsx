import { buildPath } from '@casino/routing';
import { Button, ButtonLink } from '@casino/ui-kit';
import { usePageLocale } from '@casino/i18n';

export type ShopDialogActionsProps = {
  close: () => void;
  closeLabel: string;
  hallLabel: string;
};

/** A shop popup's two ways on: close it, or go to the game hall (to earn points or use the purchase). */
export function ShopDialogActions({ close, closeLabel, hallLabel }: ShopDialogActionsProps) {
  const locale = usePageLocale();
  return (
    <>
      <Button variant="ghost" onClick={() => close()}>
        {closeLabel}
      </Button>
      <ButtonLink to={buildPath('gamehall.index', { locale })} onClick={() => close()}>
        {hallLabel}
      </ButtonLink>
    </>
  );
}
