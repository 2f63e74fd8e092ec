/** A cloned course menu /menuN: the same pages, with the menu's title and fixed filter. */
export interface MenuBinding {
  menu: number;
}

/** Props the routes give the catalogue pages (list, detail, section) under /course or /menuN. */
export interface CataloguePageProps {
  menuBinding?: MenuBinding;
}
