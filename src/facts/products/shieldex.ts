import type {ProductFacts} from '../types';

export default {
  id: 'shieldex',
  name: {ko: 'shieldex'},
  pages: [],
} satisfies ProductFacts;
