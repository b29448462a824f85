import type {ProductFacts} from '../types';

export default {
  id: 'shieldrive',
  name: {ko: 'shieldrive'},
  pages: [],
} satisfies ProductFacts;
