import type {ProductFacts} from '../types';

export default {
  id: 'sib',
  name: {ko: 'sib'},
  pages: [],
} satisfies ProductFacts;
