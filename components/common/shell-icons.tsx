import type { SVGProps } from 'react';
import { Icon, type IconName } from '@/components/icons/icon';

/** Small line icons for the shell (icons.svg), 24 px unless a class sizes them. Decorative. */
const lineIcon = (name: IconName) => (p: SVGProps<SVGSVGElement>) => (
  <Icon width="24" height="24" {...p} name={name} />
);

export const MenuIcon = lineIcon('menu');
export const CloseIcon = lineIcon('close');
export const BackIcon = lineIcon('back');
export const HomeIcon = lineIcon('home');
export const ChevronDownIcon = lineIcon('chevron-down');
export const PhoneIcon = lineIcon('phone');
export const MailIcon = lineIcon('mail');
export const ChatIcon = lineIcon('chat');
export const UserIcon = lineIcon('user');
