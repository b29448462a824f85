import type {ProductFacts} from '../types';

export default {
  id: 'shieldviewer',
  name: {ko: 'shieldviewer'},
  pages: [],
} satisfies ProductFacts;
