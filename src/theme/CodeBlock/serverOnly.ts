// The highlighted code block, for the server bundle only, which renders it at once; the browser bundle gets ./notInBrowser.ts instead (src/plugins/chunks.ts).
export {default} from './Highlighted';
