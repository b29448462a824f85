import type {ProductFacts} from '../types';

export default {
  id: 'ds',
  name: {ko: 'ds'},
  pages: [],
} satisfies ProductFacts;
