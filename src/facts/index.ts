/** Every product's facts, in one list the components and the content lint read. */
import type {ProductFacts} from './types';
import portal from './products/portal';
import shieldgate from './products/shieldgate';
import shieldid from './products/shieldid';
import shieldrive from './products/shieldrive';
import shieldrm from './products/shieldrm';
import shieldmail from './products/shieldmail';
import ds from './products/ds';
import dsformobile6 from './products/dsformobile6';
import sdf from './products/sdf';
import infolineage from './products/infolineage';
import rbi from './products/rbi';
import approval from './products/approval';
import shieldex from './products/shieldex';
import noti from './products/noti';
import sib from './products/sib';
import edgelink from './products/edgelink';
import ams from './products/ams';
import patch from './products/patch';
import swork from './products/swork';
import servicelinker from './products/servicelinker';
import shieldviewer from './products/shieldviewer';
import shieldinfo from './products/shieldinfo';
import xscan from './products/xscan';

export const PRODUCTS: readonly ProductFacts[] = [
  portal,
  shieldgate,
  shieldid,
  shieldrive,
  shieldrm,
  shieldmail,
  ds,
  dsformobile6,
  sdf,
  infolineage,
  rbi,
  approval,
  shieldex,
  noti,
  sib,
  edgelink,
  ams,
  patch,
  swork,
  servicelinker,
  shieldviewer,
  shieldinfo,
  xscan,
];
