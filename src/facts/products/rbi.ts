import type {ProductFacts} from '../types';

export default {
  id: 'rbi',
  name: {ko: 'rbi'},
  pages: [],
} satisfies ProductFacts;
