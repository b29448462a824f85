/** Whether this bundle is the offline edition's; replaced at bundle time by src/plugins/offline.ts. */
declare const __OFFLINE_EDITION__: boolean;
