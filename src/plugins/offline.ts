/**
 * Tells client code whether this is the offline edition (src/config/offline.ts) at bundle time,
 * so the served site's bundles carry none of the offline edition's code (a runtime check of
 * the router would keep it, and its chunks' names, in every page's entry bundle).
 */
import type {Plugin} from '@docusaurus/types';
import {OFFLINE} from '../config/offline';

export default function offlinePlugin(): Plugin {
  return {
    name: 'shield-offline',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin({__OFFLINE_EDITION__: JSON.stringify(OFFLINE)})]};
    },
  };
}
