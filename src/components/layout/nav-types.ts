/** Links of the site's navigation, as the header, the mobile menu and the footer render them. */
export interface NavItem {
  name: string;
  path: string;
}

export interface NavGroup {
  name: string;
  items: NavItem[];
  /** Optional overview page of the group: adds an "all of" entry in the mobile menu. */
  main?: NavItem;
}
