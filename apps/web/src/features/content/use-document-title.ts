import { useEffect } from 'react';
import { BRAND_NAME } from '@naijabid/shared/constants';

/** Sets the browser tab title as "<page> | NaijaBid" so each static page is findable in history and tabs. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = `${pageTitle} | ${BRAND_NAME}`;
  }, [pageTitle]);
}
