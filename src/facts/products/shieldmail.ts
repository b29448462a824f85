import type {ProductFacts} from '../types';

export default {
  id: 'shieldmail',
  name: {ko: 'shieldmail'},
  pages: [],
} satisfies ProductFacts;
