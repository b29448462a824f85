import type {ProductFacts} from '../types';

export default {
  id: 'shieldid',
  name: {ko: 'shieldid'},
  pages: [],
} satisfies ProductFacts;
