import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {avoidRules, loadTerms, styleProblems, titleCased, titleCaseWords} from '../../scripts/style-rules.mts';

const avoid = avoidRules();
const lines = (src: string, locale: 'en' | 'ja') => styleProblems(src, locale, avoid).map((p) => p.line);

describe('style rules of the translated editions', () => {
  it('reads the term list variants, phrases and regular expressions', () => {
    assert.ok(avoid.some((a) => a.locale === 'en' && a.variant === 'integrate server'));
    assert.ok(avoid.some((a) => a.locale === 'ja' && a.pattern.test('承認ラインを設定')));
  });

  it('English: flags the variants in prose, title and link text, never in code or link targets', () => {
    const page = [
      '---',
      'title: Log in to the admin console',
      'slug: /login',
      '---',
      '',
      'Open the [Integrate Server settings](./integrate-server.md).',
      'Run `login --user admin` and go to https://example.com/log-in/ to sign in.',
      '```bash',
      'curl https://gate.example.com/login # log in',
      '```',
      'The setting is **Not used** by default; a mail server relays the message.',
      'The agent resends a mail.',
      'Install the agent as follows [Agent installation](./install.md).',
    ].join('\n');
    assert.deepEqual(lines(page, 'en'), [2, 6, 11, 12, 13]);
  });

  it('Japanese: half-width parentheses and colons, range marks and spacing; code and product names kept', () => {
    const page = [
      '---',
      'title: ShieldRM の紹介',
      '---',
      '多要素認証(MFA)を有効にします。',
      '多要素認証（MFA）を有効にします。`config(a)`と[設定](./set(1).md)を確認してください。',
      '注意: 再起動が必要です。時刻は9:00～18:00です。',
      '保存期間は1〜3日です。',
      'モバイル文書セキュリティ6の設定とSDFデータ保護フレームワークの鍵を確認してください。',
      '**ShieldRM** の管理コンソールを参照します。',
    ].join('\n');
    assert.deepEqual(lines(page, 'ja'), [2, 4, 6, 7, 9, 9]);
  });

  it('English: flags Title Case titles and headings, not proper names, UI labels or sentence case', () => {
    const names = titleCaseWords(loadTerms());
    for (const t of ['Set the Offline Access Period', 'Installing The Agent On Windows'])
      assert.ok(titleCased(t, names), t);
    for (const t of [
      'Set the offline access period',
      'Sign in to Microsoft Teams with ShieldID',
      'Configure the **Block Printing** exception',
      'Install the Integration Server (SCI) on Red Hat Enterprise Linux',
      'DS for Mobile 6 documentation home',
    ])
      assert.ok(!titleCased(t, names), t);
    const page = [
      '---',
      'title: Managing Users And Groups',
      '---',
      '## Add A New User {#add-user}',
      '## Add a user {#add}',
    ];
    assert.deepEqual(
      styleProblems(page.join('\n'), 'en', avoid, names).map((p) => p.line),
      [2, 4],
    );
  });

  it('leaves Korean pages alone', () => assert.deepEqual(lines('Log in(로그인)', 'ko' as 'en'), []));
});

describe('facts text in the editions', () => {
  /** Every {ko, en, ja} text of the facts data, with where it is. */
  const texts = (v: unknown, at: string, out: {at: string; en?: string; ja?: string}[] = []) => {
    if (Array.isArray(v)) v.forEach((x, i) => texts(x, `${at}[${i}]`, out));
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o.ko === 'string') out.push({at, en: o.en as string | undefined, ja: o.ja as string | undefined});
      else for (const [k, x] of Object.entries(o)) texts(x, `${at}.${k}`, out);
    }
    return out;
  };

  it('follows the same style rules and term list as the pages', async () => {
    const {PRODUCTS} = await import('../../src/facts/index.ts');
    const found: string[] = [];
    for (const t of texts(PRODUCTS, 'facts'))
      for (const locale of ['en', 'ja'] as const) {
        const value = t[locale];
        if (value) for (const p of styleProblems(value, locale, avoid)) found.push(`${t.at}.${locale}: ${p.message}`);
      }
    assert.deepEqual(found, []);
  });
});
