import type {ProductFacts} from '../types';

/**
 * ShieldViewer has no product section: its support pages are the source. `releases` holds the
 * newest patch of each version the support page lists, and 4.0.0 (first 4.x release, life-cycle notice).
 */
export default {
  id: 'shieldviewer',
  name: {ko: 'ShieldViewer', en: 'ShieldViewer', ja: 'ShieldViewer'},
  pages: ['docs-support/document-security-orchestration/shieldviewer/'],
  errors: {
    pattern: '\\b(VW-\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'VW-413',
        message: {
          ko: '파일 크기가 한도를 초과했습니다.',
          en: 'The file size exceeds the limit.',
          ja: 'ファイルサイズが上限を超えています。',
        },
        cause: {
          ko: '변환할 파일이 최대 파일 크기(기본 200 MB)를 넘습니다.',
          en: 'The file to convert exceeds the maximum file size (200 MB by default).',
          ja: '変換するファイルが最大ファイルサイズ（既定200MB）を超えています。',
        },
        action: {
          ko: '관리 콘솔 > 변환 설정 > 최대 파일 크기를 조정합니다.',
          en: 'Adjust Management Console > Conversion Settings > Maximum File Size.',
          ja: '管理コンソール > 変換設定 > 最大ファイルサイズを調整します。',
        },
      },
      {
        code: 'VW-415',
        message: {
          ko: '지원하지 않는 파일 형식입니다.',
          en: 'The file format is not supported.',
          ja: 'サポートされていないファイル形式です。',
        },
        cause: {
          ko: '변환할 수 없는 형식입니다. HWPX는 4.1 이상에서만 변환합니다.',
          en: 'The format cannot be converted. HWPX is converted only in 4.1 or later.',
          ja: '変換できない形式です。HWPXは4.1以降でのみ変換します。',
        },
        action: {
          ko: '지원 형식인지 확인하고, HWPX 문서는 4.1 이상으로 업그레이드한 뒤 엽니다.',
          en: 'Check that the format is supported; for HWPX documents, upgrade to 4.1 or later and then open them.',
          ja: 'サポートされている形式かを確認し、HWPX文書は4.1以降にアップグレードしてから開きます。',
        },
      },
      {
        code: 'VW-422',
        message: {
          ko: '암호화 문서를 복호화하지 못했습니다.',
          en: 'The encrypted document could not be decrypted.',
          ja: '暗号化文書を復号できませんでした。',
        },
        cause: {
          ko: '문서보안 통합 서버(SCI)와의 키 연동 계정이나 서버 연결에 문제가 있습니다.',
          en: 'There is a problem with the key integration account for the Document Security Integration Server (SCI) or with the server connection.',
          ja: '文書セキュリティ統合サーバー（SCI）とのキー連携アカウント、またはサーバーへの接続に問題があります。',
        },
        action: {
          ko: '키 연동 계정과 통합 서버 연결을 확인합니다.',
          en: 'Check the key integration account and the connection to the Integration Server.',
          ja: 'キー連携アカウントと統合サーバーへの接続を確認します。',
        },
      },
      {
        code: 'VW-423',
        message: {
          ko: '열기 암호가 걸린 문서입니다.',
          en: 'The document is protected with an open password.',
          ja: '読み取りパスワードが設定された文書です。',
        },
        cause: {
          ko: '문서에 열기 암호가 설정되어 있어 변환할 수 없습니다.',
          en: 'The document has an open password set, so it cannot be converted.',
          ja: '文書に読み取りパスワードが設定されているため、変換できません。',
        },
        action: {
          ko: '암호를 해제한 문서로 다시 등록합니다.',
          en: 'Register the document again with the password removed.',
          ja: 'パスワードを解除した文書を登録し直します。',
        },
      },
      {
        code: 'VW-504',
        message: {
          ko: '변환 시간이 초과되었습니다.',
          en: 'The conversion timed out.',
          ja: '変換がタイムアウトしました。',
        },
        cause: {
          ko: '변환이 제한 시간(기본 120초) 안에 끝나지 않았습니다. 특정 시간대에만 생기면 동시 변환 작업 수가 부족한 것입니다.',
          en: 'The conversion did not finish within the timeout (120 seconds by default). If this happens only at certain times of day, there are not enough concurrent conversion jobs.',
          ja: '変換が制限時間（既定120秒）内に終わりませんでした。特定の時間帯にのみ発生する場合は、同時変換ジョブ数が不足しています。',
        },
        action: {
          ko: '페이지가 많은 문서는 제한 시간을 최대 300초까지 늘리고, 동시 변환 작업 수(기본 4)를 CPU 코어 수까지 늘립니다.',
          en: 'For documents with many pages, increase the timeout up to 300 seconds, and increase the concurrent conversion jobs (4 by default) up to the number of CPU cores.',
          ja: 'ページ数が多い文書は制限時間を最大300秒まで延ばし、同時変換ジョブ数（既定4）をCPUコア数まで増やします。',
        },
      },
    ],
  },
  releases: [
    {version: '4.1.6', date: '2026-04-20'},
    {version: '4.0.12', date: '2025-10-13'},
    {version: '3.8.2', date: '2024-11-18'},
    {version: '4.0.0', date: '2021-12-01'},
  ],
  lifecycle: [
    {line: {ko: '4.x', en: '4.x', ja: '4.x'}, released: '2021-12-01'},
    {
      line: {ko: '3.x', en: '3.x', ja: '3.x'},
      released: '2018-10-01',
      endOfSale: '2022-03-31',
      endOfSupport: '2025-03-31',
    },
  ],
  ports: [
    {
      port: '8443',
      protocol: 'TCP',
      from: {
        ko: '연동 시스템(ShieldMail, 업무 시스템)',
        en: 'Integrated systems (ShieldMail, business systems)',
        ja: '連携システム（ShieldMail、業務システム）',
      },
      to: {ko: '연동 API', en: 'Integration API', ja: '連携API'},
      purpose: {
        ko: '문서 변환 요청, 열람 토큰 발급(HTTPS)',
        en: 'Document conversion requests, viewing token issuance (HTTPS)',
        ja: '文書変換の要求、閲覧トークンの発行（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC', en: 'Administrator PC', ja: '管理者PC'},
      to: {ko: '관리 콘솔(/admin)', en: 'Management console (/admin)', ja: '管理コンソール（/admin）'},
      purpose: {
        ko: '정책, 워터마크, 서버 상태 관리(HTTPS)',
        en: 'Managing policies, watermarks and server status (HTTPS)',
        ja: 'ポリシー、透かし、サーバー状態の管理（HTTPS）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '사용자 브라우저', en: 'User browsers', ja: 'ユーザーのブラウザー'},
      to: {ko: '뷰어 웹 클라이언트', en: 'Viewer web client', ja: 'ビューアーWebクライアント'},
      purpose: {
        ko: '페이지 표시, 워터마크, 인쇄 통제(HTTPS)',
        en: 'Page display, watermark, print control (HTTPS)',
        ja: 'ページ表示、透かし、印刷制御（HTTPS）',
      },
    },
    {
      port: '9090',
      protocol: 'TCP',
      from: {ko: '연동 API', en: 'Integration API', ja: '連携API'},
      to: {ko: '변환 서버', en: 'Conversion server', ja: '変換サーバー'},
      purpose: {
        ko: '문서를 페이지 이미지로 변환(내부 전용)',
        en: 'Converting documents into page images (internal only)',
        ja: '文書をページ画像に変換（内部専用）',
      },
    },
  ],
  values: {
    fontDir: '/opt/shieldviewer/fonts',
    customFontDir: '/opt/shieldviewer/fonts/custom/',
    logDir: '/opt/shieldviewer/logs/',
    converterService: 'shieldviewer-converter',
    serverPackage: 'shieldviewer-4.1.6.tar.gz',
    fontPackage: 'shieldviewer-fonts-ko-4.1.tar.gz',
    cacheHours: {ko: '24시간', en: '24 hours', ja: '24時間'},
  },
} satisfies ProductFacts;
