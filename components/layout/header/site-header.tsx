import { MobileHeader } from '@/components/layout/mobile/mobile-header';
import type { ShellText } from '@/components/layout/shell/shell-text';
import type { ShellModel } from '@/lib/shell/model';
import { DesktopHeader } from './desktop-header';

/** The sticky page header: the desktop bar at 1024 px and wider, the mobile bar below (pure CSS switch). */
export function SiteHeader({ model, text }: { model: ShellModel; text: ShellText }) {
  return (
    <header className="site-header">
      <DesktopHeader model={model} text={text.header} />
      <MobileHeader model={model} text={text.mobile} />
    </header>
  );
}
