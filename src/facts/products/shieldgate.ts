import type {ProductFacts} from '../types';

export default {
  id: 'shieldgate',
  name: {ko: 'shieldgate'},
  pages: [],
} satisfies ProductFacts;
