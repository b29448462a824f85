import type {ProductFacts} from '../types';

export default {
  id: 'portal',
  name: {ko: 'portal'},
  pages: [],
} satisfies ProductFacts;
