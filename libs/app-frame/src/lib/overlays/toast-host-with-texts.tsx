import { useCatalogues, type Catalogue } from '@casino/i18n';
import { selectToasts, ToastHost } from '@casino/ui-kit';
import { Suspense } from 'react';
import { useSelector } from 'react-redux';

const NONE: readonly Catalogue[] = [];

function Toasts({ catalogues }: { catalogues: readonly Catalogue[] }) {
  const shown = useSelector(selectToasts).length > 0;
  // A toast says a feature's text (a failed Telegram sign-up is the auth feature's, for a visitor whose page loaded no
  // auth texts): while one shows, every feature's texts are waited for, so it never shows a message id.
  useCatalogues(shown ? catalogues : NONE);
  return <ToastHost />;
}

/** The toasts, in the words of the feature that raised them (`catalogues`: every feature's, a constant array). */
export function ToastHostWithTexts({ catalogues }: { catalogues: readonly Catalogue[] }) {
  return (
    <Suspense fallback={null}>
      <Toasts catalogues={catalogues} />
    </Suspense>
  );
}
