'use client';

import type { ReactNode } from 'react';
import { useShellPath } from '@/components/common/shell-path';
import { PATH_RULES, type PathRuleName } from '@/lib/shell/path-rules';

/**
 * Renders its (server-rendered) children only where the named path rule allows. The path is read
 * here, in a small client leaf, so the tenant layout around it stays cached per tenant.
 */
export function ShowOnPath({ rule, children }: { rule: PathRuleName; children: ReactNode }) {
  const path = useShellPath();
  return PATH_RULES[rule](path) ? children : null;
}
