import type {ProductFacts} from '../types';

export default {
  id: 'dsformobile6',
  name: {ko: 'dsformobile6'},
  pages: [],
} satisfies ProductFacts;
