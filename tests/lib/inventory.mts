import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {loadInventory as load} from '../../src/sections/inventory.ts';

export type * from '../../src/sections/inventory.ts';
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const loadInventory = () => load(ROOT);
