import type {ProductFacts} from '../types';

export default {
  id: 'shieldrm',
  name: {ko: 'shieldrm'},
  pages: [],
} satisfies ProductFacts;
