import type {ProductFacts} from '../types';

export default {
  id: 'ams',
  name: {ko: 'ams'},
  pages: [],
} satisfies ProductFacts;
