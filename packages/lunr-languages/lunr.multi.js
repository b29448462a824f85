// Upstream file, re-exported so other language settings keep working.
module.exports = require('lunr-languages-upstream/lunr.multi');
