/**
 * The side menu's groups: the spec's areas (docs/shell.md, "Navigation groups"). A page names its group in
 * `menu.group`; without one, the range its `menu.order` falls in decides (the orders of the schemas already
 * follow the areas: 10 current accounts, 20s sales and purchases, 30s e-documents, 40s stock, 45.x fixed assets,
 * 50s e-document settings, 60s–70s office and staff, 80s–90s cash, bank and notes).
 */
export type MenuGroupId =
  'alis-satis' | 'e-donusum' | 'stok' | 'muhasebe' | 'ofis' | 'finans' | 'ayarlar' | 'diger';

export interface MenuGroup {
  id: MenuGroupId;
  label: string;
}

/** The groups in menu order (Ayarlar last, at the bottom of the menu). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { id: 'alis-satis', label: 'Alış-Satış' },
  { id: 'finans', label: 'Finans' },
  { id: 'stok', label: 'Stok' },
  { id: 'e-donusum', label: 'e-Dönüşüm' },
  { id: 'muhasebe', label: 'Muhasebe' },
  { id: 'ofis', label: 'Ofis ve Personel' },
  { id: 'diger', label: 'Diğer' },
  { id: 'ayarlar', label: 'Ayarlar' },
];

const RANGES: Array<[from: number, to: number, group: MenuGroupId]> = [
  [0, 30, 'alis-satis'],
  [30, 40, 'e-donusum'],
  [40, 45, 'stok'],
  [45, 46, 'muhasebe'],
  [46, 49, 'stok'],
  [49, 50, 'ayarlar'],
  [50, 60, 'e-donusum'],
  [60, 80, 'ofis'],
  [80, 100, 'finans'],
  [100, 200, 'muhasebe'],
];

const known = new Set<string>(MENU_GROUPS.map((g) => g.id));

/** The group of a menu entry: its own `group` when it names a known one, else its order's range. */
export function menuGroupOf(menu: { order: number; group?: string }): MenuGroupId {
  if (menu.group && known.has(menu.group)) return menu.group as MenuGroupId;
  return RANGES.find(([from, to]) => menu.order >= from && menu.order < to)?.[2] ?? 'diger';
}
