import { useEffect } from 'react';

/** Sets the document title: "Dashboard · Ágora". */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Ágora` : 'Ágora';
  }, [title]);
}
