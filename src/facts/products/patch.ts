import type {ProductFacts} from '../types';

export default {
  id: 'patch',
  name: {ko: 'patch'},
  pages: [],
} satisfies ProductFacts;
