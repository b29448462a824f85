import type {ProductFacts} from '../types';

/**
 * XScan facts. XScan has no product section: its support pages (scan.md, scan-faq.md) are the
 * source. No release notes exist, so `releases` holds the latest patch of each supported minor
 * version as scan.md states it.
 */
export default {
  id: 'xscan',
  name: {ko: 'XScan', en: 'XScan', ja: 'XScan'},
  pages: ['docs-support/zerotrust-security/xscan/'],
  errors: {
    pattern: '\\b(UPD-\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'UPD-403',
        message: {
          ko: 'License expired or no engine subscription',
          en: 'License expired or no engine subscription',
          ja: 'License expired or no engine subscription',
        },
        cause: {
          ko: '라이선스가 만료되었거나 엔진 구독이 없어 배포 서버가 갱신 파일을 내주지 않습니다.',
          en: 'The license has expired or there is no engine subscription, so the distribution server does not provide update files.',
          ja: 'ライセンスの有効期限が切れているか、エンジンのサブスクリプションがないため、配布サーバーが更新ファイルを提供しません。',
        },
        action: {
          ko: '고객 포털의 라이선스 조회 화면에서 라이선스와 엔진 구독 기간을 확인합니다.',
          en: 'Check the license and the engine subscription period on the license lookup screen of the Customer Portal.',
          ja: 'カスタマーポータルのライセンスの確認画面で、ライセンスとエンジンのサブスクリプション期間を確認します。',
        },
      },
      {
        code: 'UPD-407',
        message: {
          ko: 'Proxy authentication required',
          en: 'Proxy authentication required',
          ja: 'Proxy authentication required',
        },
        cause: {
          ko: '업데이트 서버가 거치는 프록시가 인증을 요구합니다.',
          en: 'The proxy that the update server goes through requires authentication.',
          ja: 'アップデートサーバーが経由するプロキシが認証を要求しています。',
        },
        action: {
          ko: '관리 콘솔의 설정 > 업데이트 > 프록시에 프록시 계정을 입력합니다.',
          en: 'Enter the proxy account in Settings > Update > Proxy of the management console.',
          ja: '管理コンソールの設定 > アップデート > プロキシに、プロキシのアカウントを入力します。',
        },
      },
      {
        code: 'UPD-422',
        message: {
          ko: 'Package signature verification failed',
          en: 'Package signature verification failed',
          ja: 'Package signature verification failed',
        },
        cause: {
          ko: '내려받은 갱신 패키지의 서명 검증에 실패했습니다.',
          en: 'Signature verification of the downloaded update package failed.',
          ja: 'ダウンロードした更新パッケージの署名の検証に失敗しました。',
        },
        action: {
          ko: '패키지를 다시 내려받습니다. 반복되면 기술지원팀에 문의합니다.',
          en: 'Download the package again. If it recurs, contact the support team.',
          ja: 'パッケージを再ダウンロードします。繰り返し発生する場合は、サポートチームに問い合わせます。',
        },
      },
      {
        code: 'UPD-503',
        message: {
          ko: 'Distribution server unreachable',
          en: 'Distribution server unreachable',
          ja: 'Distribution server unreachable',
        },
        cause: {
          ko: '업데이트 서버가 외부 배포 서버에 연결하지 못했습니다.',
          en: 'The update server could not connect to the external distribution server.',
          ja: 'アップデートサーバーが外部配布サーバーに接続できませんでした。',
        },
        action: {
          ko: '업데이트 서버에서 외부 배포 서버로 가는 HTTPS 443을 방화벽에서 허용합니다.',
          en: 'On the firewall, allow HTTPS 443 from the update server to the external distribution server.',
          ja: 'ファイアウォールで、アップデートサーバーから外部配布サーバーへのHTTPS 443を許可します。',
        },
      },
      {
        code: 'UPD-507',
        message: {ko: 'Insufficient disk space', en: 'Insufficient disk space', ja: 'Insufficient disk space'},
        cause: {
          ko: '엔진 디렉터리(/opt/xscan/engines)의 디스크 공간이 부족합니다.',
          en: 'There is not enough disk space in the engine directory (/opt/xscan/engines).',
          ja: 'エンジンディレクトリ（/opt/xscan/engines）のディスク容量が不足しています。',
        },
        action: {
          ko: '/opt/xscan/engines에 5GB 이상의 여유 공간을 확보한 뒤 업데이트를 다시 실행합니다.',
          en: 'Free up at least 5 GB in /opt/xscan/engines, and then run the update again.',
          ja: '/opt/xscan/enginesに5GB以上の空き容量を確保してから、アップデートを再実行します。',
        },
      },
    ],
  },
  releases: [
    {version: '2.3.2', date: '2025-06-16'},
    {version: '2.2.5', date: '2025-04-14'},
    {version: '2.1.8', date: '2025-02-10'},
  ],
  lifecycle: [{line: {ko: '2.x', en: '2.x', ja: '2.x'}, released: '2021-02-01'}],
  ports: [
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail, ShieldGate', en: 'ShieldMail, ShieldGate', ja: 'ShieldMail、ShieldGate'},
      to: {ko: 'XScan 검사 API', en: 'XScan scan API', ja: 'XScan検査API'},
      purpose: {
        ko: '파일 검사 요청과 결과(HTTPS)',
        en: 'File scan requests and results (HTTPS)',
        ja: 'ファイル検査のリクエストと結果（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC', en: 'Administrator PCs', ja: '管理者PC'},
      to: {
        ko: 'XScan 관리 콘솔(/console)',
        en: 'XScan management console (/console)',
        ja: 'XScan管理コンソール（/console）',
      },
      purpose: {
        ko: '검사 정책, 예외, 통계 관리(HTTPS)',
        en: 'Management of scan policies, exceptions and statistics (HTTPS)',
        ja: '検査ポリシー、例外、統計の管理（HTTPS）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'XScan 업데이트 서버', en: 'XScan update server', ja: 'XScanアップデートサーバー'},
      to: {ko: '외부 배포 서버', en: 'External distribution server', ja: '外部配布サーバー'},
      purpose: {
        ko: '엔진·시그니처 갱신 파일 수신(HTTPS)',
        en: 'Receiving engine and signature update files (HTTPS)',
        ja: 'エンジン・シグネチャの更新ファイルの受信（HTTPS）',
      },
    },
  ],
  values: {
    cli: 'xscan-admin',
    logDir: '/opt/xscan/logs',
    engineDir: '/opt/xscan/engines',
    installer: 'xscan-server-2.3.2.tar.gz',
  },
} satisfies ProductFacts;
