import type {ProductFacts} from '../types';

export default {
  id: 'infolineage',
  name: {ko: 'infolineage'},
  pages: [],
} satisfies ProductFacts;
