'use client';

import { usePathname } from 'next/navigation';
import { createContext, type ReactNode, useContext } from 'react';
import { visitorPath } from '@/lib/shell/path-rules';

const TenantContext = createContext<string | undefined>(undefined);

/** Gives the shell's client parts the tenant key, so they can read the path as the visitor sees it. */
export function ShellPathProvider({ tenant, children }: { tenant: string; children: ReactNode }) {
  return <TenantContext.Provider value={tenant}>{children}</TenantContext.Provider>;
}

/** The current path without the tenant segment of the internal rewrite (see `visitorPath`). */
export function useShellPath(): string {
  const pathname = usePathname();
  const tenant = useContext(TenantContext);
  return visitorPath(pathname, tenant);
}
