import type {ProductFacts} from '../types';

export default {
  id: 'approval',
  name: {ko: 'approval'},
  pages: [],
} satisfies ProductFacts;
