import type {ProductFacts} from '../types';

/**
 * ShieldInfo has no product section: its support pages are the source. It has no release notes
 * either; the versions are the supported lines and latest patches its support page names, the
 * 2.x line's release date comes from the life-cycle notice, the other dates were assigned when
 * the facts were collected.
 */
export default {
  id: 'shieldinfo',
  name: {ko: 'ShieldInfo', en: 'ShieldInfo', ja: 'ShieldInfo'},
  pages: ['docs-support/document-security-orchestration/shieldinfo/'],
  errors: {
    // AUTH- is also the customer portal's prefix, so the pattern only applies on ShieldInfo pages.
    pattern: '\\b(CLS-\\d{3}|AUTH-[A-Z]+)\\b',
    codes: [
      {
        code: 'CLS-203',
        message: {
          ko: 'rule evaluation timeout',
          en: 'rule evaluation timeout',
          ja: 'rule evaluation timeout',
        },
        cause: {
          ko: '저장 시 분석이 제한 시간(기본 5초) 안에 끝나지 않았습니다. 문서가 크거나 분류 규칙이 많을 때 발생합니다.',
          en: 'Analysis on save did not finish within the time limit (default 5 seconds). This happens when a document is large or there are many classification rules.',
          ja: '保存時の分析が制限時間（既定5秒）内に終わりませんでした。文書が大きい場合や分類ルールが多い場合に発生します。',
        },
        action: {
          ko: '정책 > 고급 > 저장 시 분석 제한 시간을 늘리거나 해당 확장자를 스캔 에이전트 분류로 넘깁니다.',
          en: 'Increase Policy > Advanced > Analysis Timeout on Save, or hand the file extension over to scan agent classification.',
          ja: 'ポリシー > 詳細設定 > 保存時の分析制限時間を延ばすか、該当する拡張子をスキャンエージェントによる分類に回します。',
        },
      },
      {
        code: 'AUTH-LOCKED',
        message: {ko: '계정이 잠겼습니다', en: 'The account is locked', ja: 'アカウントがロックされています'},
        cause: {
          ko: '웹 콘솔 로그인에서 비밀번호를 5회 잘못 입력해 관리자 계정이 잠겼습니다.',
          en: 'The administrator account was locked after the password was entered wrongly 5 times at web console sign-in.',
          ja: 'Webコンソールへのログインでパスワードを5回誤って入力したため、管理者アカウントがロックされました。',
        },
        action: {
          ko: '30분 후 다시 로그인하거나 다른 관리자가 잠금을 해제합니다.',
          en: 'Sign in again after 30 minutes, or have another administrator unlock the account.',
          ja: '30分後に再度ログインするか、別の管理者がロックを解除します。',
        },
      },
      {
        code: 'AUTH-IP',
        message: {ko: '허용되지 않은 IP입니다', en: 'This IP address is not allowed', ja: '許可されていないIPです'},
        cause: {
          ko: '접속한 관리자 PC의 IP가 관리자 접속 허용 IP에 등록되어 있지 않습니다.',
          en: 'The IP address of the administrator PC is not registered as an allowed IP for administrator access.',
          ja: '接続した管理者PCのIPが、管理者アクセスの許可IPに登録されていません。',
        },
        action: {
          ko: '분류 서버에서 shieldinfo-admin allow-ip 명령으로 관리자 PC의 IP를 등록합니다.',
          en: "Register the administrator PC's IP address on the classification server with the shieldinfo-admin allow-ip command.",
          ja: '分類サーバーでshieldinfo-admin allow-ipコマンドを実行し、管理者PCのIPを登録します。',
        },
      },
    ],
  },
  releases: [
    {version: '2.3.5', date: '2025-06-16'},
    {version: '2.2.8', date: '2025-01-20'},
    {version: '2.3.0', date: '2024-03-18'},
    {version: '2.1.11', date: '2024-02-19'},
    {version: '2.2.0', date: '2023-04-17'},
    {version: '2.1.0', date: '2022-05-02'},
  ],
  lifecycle: [{line: {ko: '2.x', en: '2.x', ja: '2.x'}, released: '2022-05-02'}],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: 'ShieldInfo 에이전트(스캔 에이전트, Office 추가 기능)',
        en: 'ShieldInfo agents (scan agent, Office add-in)',
        ja: 'ShieldInfoエージェント（スキャンエージェント、Officeアドイン）',
      },
      to: {ko: '분류 서버', en: 'Classification server', ja: '分類サーバー'},
      purpose: {
        ko: '정책 수신과 분류 결과 전송(HTTPS)',
        en: 'Policy download and classification result upload (HTTPS)',
        ja: 'ポリシーの受信と分類結果の送信（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC 브라우저', en: 'Administrator PC browser', ja: '管理者PCのブラウザー'},
      to: {ko: '분류 서버 웹 콘솔', en: 'Classification server web console', ja: '分類サーバーのWebコンソール'},
      purpose: {
        ko: '규칙, 스캔 일정, 결과 관리(HTTPS)',
        en: 'Rule, scan schedule and result management (HTTPS)',
        ja: 'ルール、スキャンスケジュール、結果の管理（HTTPS）',
      },
    },
  ],
  values: {
    serverService: 'shieldinfo-server',
    schedulerService: 'shieldinfo-scheduler',
    adminTool: 'shieldinfo-admin',
    addinName: 'ShieldInfo Classifier',
    serverLogDir: '/opt/shieldinfo/logs/',
    windowsServerLogDir: 'C:\\ShieldInfo\\logs\\',
    agentLog: 'C:\\ProgramData\\ShieldInfo\\logs\\agent.log',
    addinLog: '%LOCALAPPDATA%\\ShieldInfo\\addin.log',
    agentPackage: 'ShieldInfoAgent-2.3.5-x64.msi',
  },
} satisfies ProductFacts;
