import type {ProductFacts} from '../types';

export default {
  id: 'shieldinfo',
  name: {ko: 'shieldinfo'},
  pages: [],
} satisfies ProductFacts;
