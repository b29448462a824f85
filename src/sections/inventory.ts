/** The page inventory (route contract) and its one loader, for scripts and tests (Node only). */
import fs from 'node:fs';
import path from 'node:path';

export interface InventoryPage {
  path: string;
  title: {ko: string; en: string; ja: string};
  kind: string;
  audience: string;
  tags: string[];
  brief: string;
}
export interface InventoryCategory {
  slug: string;
  path: string;
  label: {ko: string; en: string; ja: string};
}
export interface InventorySection {
  id: string;
  product: {ko: string; en: string; ja: string};
  summary: {ko: string; en: string; ja: string};
  family: string;
  tags: boolean;
  categories?: InventoryCategory[];
  tag_list?: {key: string; label?: {ko: string; en: string; ja: string}}[];
  pages: InventoryPage[];
}
export interface Inventory {
  sections: InventorySection[];
  tags_support: {key: string; label: {ko: string; en: string; ja: string}}[];
}

/** The route contract: shared/ beside the checkout when present, else the committed snapshot. */
export function loadInventory(root: string): Inventory {
  const shared = path.resolve(root, '../shared/inventory.json');
  const file = fs.existsSync(shared) ? shared : path.join(root, 'tests/fixtures/inventory.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Inventory;
}
