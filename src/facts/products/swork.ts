import type {ProductFacts} from '../types';

export default {
  id: 'swork',
  name: {ko: 'swork'},
  pages: [],
} satisfies ProductFacts;
