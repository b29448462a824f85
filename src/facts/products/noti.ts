import type {ProductFacts} from '../types';

export default {
  id: 'noti',
  name: {ko: 'noti'},
  pages: [],
} satisfies ProductFacts;
