import type {ProductFacts} from '../types';

export default {
  id: 'sdf',
  name: {ko: 'sdf'},
  pages: [],
} satisfies ProductFacts;
