import { useGetCmsMetaDataToolQuery } from '@casino/cms-client';
import { useEffect } from 'react';
import { injectCustomCode } from './custom-code';

/** Loads the CMS custom code snippets once and injects the enabled ones (a failure is logged by the client). */
export function CustomCodeEffect() {
  const { data } = useGetCmsMetaDataToolQuery();
  useEffect(() => {
    if (data?.customCodes) injectCustomCode(data.customCodes);
  }, [data]);
  return null;
}
