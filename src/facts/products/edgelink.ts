import type {ProductFacts} from '../types';

export default {
  id: 'edgelink',
  name: {ko: 'edgelink'},
  pages: [],
} satisfies ProductFacts;
