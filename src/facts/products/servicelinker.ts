import type {ProductFacts} from '../types';

export default {
  id: 'servicelinker',
  name: {ko: 'servicelinker'},
  pages: [],
} satisfies ProductFacts;
