import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  tags: boolean;
  categories?: InventoryCategory[];
  tag_list?: {key: string}[];
  pages: InventoryPage[];
}
export interface Inventory {
  sections: InventorySection[];
  tags_support: {key: string}[];
}

/** The route contract: shared/ beside the checkout when present, else the committed snapshot. */
export function loadInventory(): Inventory {
  const shared = path.resolve(ROOT, '../shared/inventory.json');
  const file = fs.existsSync(shared) ? shared : path.join(ROOT, 'tests/fixtures/inventory.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Inventory;
}
