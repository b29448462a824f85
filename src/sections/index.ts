export {SECTIONS, FAMILIES} from './registry';
export * from './derive';
export type * from './types';
