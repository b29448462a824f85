import type {ProductFacts} from '../types';

export default {
  id: 'xscan',
  name: {ko: 'xscan'},
  pages: [],
} satisfies ProductFacts;
