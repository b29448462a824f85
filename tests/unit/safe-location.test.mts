import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {safePathname} from '../../src/clientModules/safeLocation';

describe('safePathname', () => {
  it('leaves well-formed paths alone, Korean ones included', () => {
    assert.equal(safePathname('/portal/user-guide/%EA%B8%B0%EC%88%A0'), null);
    assert.equal(safePathname('/shieldrm/feature/IntroDRM'), null);
  });
  it('escapes a stray percent sign so decodeURI no longer throws', () => {
    const fixed = safePathname('/a%E0%A4%A/%3Cscript%3E');
    assert.ok(fixed);
    assert.doesNotThrow(() => decodeURI(fixed));
  });
  it('escapes well-formed but invalid UTF-8 escapes', () => {
    const fixed = safePathname('/x/%E0%A4');
    assert.ok(fixed);
    assert.doesNotThrow(() => decodeURI(fixed));
  });
});
