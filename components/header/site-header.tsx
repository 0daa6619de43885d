import { MobileHeader } from '@/components/mobile/mobile-header';
import type { ShellText } from '@/components/shell/shell-text';
import type { ShellModel } from '@/lib/shell/model';
import { DesktopHeader } from './desktop-header';

/** The sticky page header: the desktop bar at 1024 px and wider, the mobile bar below (pure CSS switch). */
export function SiteHeader({ model, text }: { model: ShellModel; text: ShellText }) {
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <DesktopHeader model={model} text={text.header} />
      <MobileHeader model={model} text={text.mobile} />
    </header>
  );
}
