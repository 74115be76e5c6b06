// The side menu's icons: line drawings of our own on the shell's 24×24 grid (src/pages/shell/TopBar/icons.tsx).
import type { ReactElement } from 'react';
import { Icon } from '../TopBar/icons';
import type { MenuGroupId } from './menu-groups';

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
  </Icon>
);
const CartIcon = () => (
  <Icon>
    <path d="M3 4h2l2.4 11h10.2L20 8H7" />
    <circle cx="9" cy="19" r="1.5" />
    <circle cx="17" cy="19" r="1.5" />
  </Icon>
);
const WalletIcon = () => (
  <Icon>
    <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4V5a2 2 0 0 1 2-2h10v4" />
    <path d="M16 13.5h.01" />
  </Icon>
);
const BoxIcon = () => (
  <Icon>
    <path d="M3 7l9-4 9 4v10l-9 4-9-4z" />
    <path d="M3 7l9 4 9-4M12 11v10" />
  </Icon>
);
const EDocumentIcon = () => (
  <Icon>
    <path d="M14 3H6v18h12V7z" />
    <path d="M14 3v4h4M9 13h6M13 10l2 3-2 3" />
  </Icon>
);
const LedgerIcon = () => (
  <Icon>
    <path d="M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3z" />
    <path d="M5 17a3 3 0 0 1 3-3h11M9 8h6" />
  </Icon>
);
const BriefcaseIcon = () => (
  <Icon>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5h6v2M3 13h18" />
  </Icon>
);
const GridIcon = () => (
  <Icon>
    <rect x="4" y="4" width="6" height="6" />
    <rect x="14" y="4" width="6" height="6" />
    <rect x="4" y="14" width="6" height="6" />
    <rect x="14" y="14" width="6" height="6" />
  </Icon>
);
export const GearIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1L7 17M17 7l2.1-2.1" />
  </Icon>
);
export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const UsersIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Icon>
);
export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6z" />
  </Icon>
);
export const ChevronIcon = () => (
  <Icon>
    <path d="M9 6l6 6-6 6" />
  </Icon>
);
export const CollapseIcon = ({ collapsed }: { collapsed: boolean }) => (
  <Icon>
    <path d={collapsed ? 'M13 6l6 6-6 6M5 6l6 6-6 6' : 'M11 6l-6 6 6 6M19 6l-6 6 6 6'} />
  </Icon>
);

/** Each group's icon; its pages' links show it too. */
export const groupIcons: Record<MenuGroupId, () => ReactElement> = {
  'alis-satis': CartIcon,
  finans: WalletIcon,
  stok: BoxIcon,
  'e-donusum': EDocumentIcon,
  muhasebe: LedgerIcon,
  ofis: BriefcaseIcon,
  diger: GridIcon,
  ayarlar: GearIcon,
};
