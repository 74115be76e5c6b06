import type { ListTab, PageDefinition } from '../../../domain/pages/page.types';

/** The tabs a list route shows, the chosen one, and the page whose list it shows. */
export interface ResolvedListTab {
  tabs: ListTab[];
  current: ListTab | null;
  /** The page listed: the route's own, or the page a tab borrows (`ListTab.page`). */
  shown: PageDefinition;
}

/**
 * Resolves `?tab=` of a page's list route: the tabs whose page the session may see (`visible`: package and
 * list permission), the one named by `tabParam` (else the first), and the page it lists.
 */
export function resolveListTab(
  def: PageDefinition,
  tabParam: string | null,
  pages: readonly PageDefinition[],
  visible: (page: PageDefinition) => boolean,
): ResolvedListTab {
  const pageOf = (tab: ListTab) => (tab.page ? pages.find((p) => p.table === tab.page) : def);
  const tabs = (def.tabs ?? []).filter((t) => {
    const page = pageOf(t);
    return page !== undefined && visible(page);
  });
  const current = tabs.find((t) => t.id === tabParam) ?? tabs[0] ?? null;
  return { tabs, current, shown: (current && pageOf(current)) ?? def };
}
