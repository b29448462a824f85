import type {ProductFacts} from '../types';

/**
 * AMS (결재 관리 시스템) has no product section: its installation guide and its endpoint-security
 * pages are the source, and they quote these facts.
 */
export default {
  id: 'ams',
  name: {ko: 'AMS(결재 관리 시스템)', en: 'Approval Management System (AMS)', ja: 'AMS（承認管理システム）'},
  pages: ['docs-support/installation-guide/ams-install/', 'docs-support/endpoint-security/ams/'],
  errors: {
    pattern: '\\b(AMS-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'AMS-1001',
        message: {ko: 'DB 연결 실패', en: 'DB connection failed', ja: 'DB接続失敗'},
        cause: {
          ko: 'DB 서버 중지, ams.properties의 DB 주소·계정·비밀번호 오류, AMS에서 DB로 가는 TCP 3306 차단',
          en: 'The DB server is stopped, the DB address, account or password in ams.properties is wrong, or TCP 3306 from AMS to the DB is blocked',
          ja: 'DBサーバーの停止、ams.propertiesのDBアドレス・アカウント・パスワードの誤り、AMSからDBへのTCP 3306のブロック',
        },
        action: {
          ko: 'DB 서버 상태와 ams.properties의 db.* 항목을 확인하고 두 AMS 서비스를 다시 시작합니다.',
          en: 'Check the DB server status and the db.* items in ams.properties, then restart both AMS services.',
          ja: 'DBサーバーの状態とams.propertiesのdb.*項目を確認し、2つのAMSサービスを再起動します。',
        },
      },
      {
        code: 'AMS-2101',
        message: {
          ko: '통합 서버 인증 실패',
          en: 'Integration Server authentication failed',
          ja: '統合サーバー認証失敗',
        },
        cause: {
          ko: 'AMS가 통합 서버를 호출할 때 쓰는 연동 API 키가 폐기되었거나 잘못 입력됨',
          en: 'The integration API key that AMS uses to call the Integration Server has been revoked or was entered incorrectly',
          ja: 'AMSが統合サーバーを呼び出すときに使用する連携APIキーが破棄されたか、誤って入力されている',
        },
        action: {
          ko: '관리자 콘솔에서 API 키를 다시 발급하고 ams-encpw.sh로 암호화한 값을 sci.api.key에 넣습니다.',
          en: 'Issue a new API key in the admin console and enter the value encrypted with ams-encpw.sh in sci.api.key.',
          ja: '管理コンソールでAPIキーを再発行し、ams-encpw.shで暗号化した値をsci.api.keyに入れます。',
        },
      },
      {
        code: 'AMS-3001',
        message: {ko: 'invalid api key', en: 'invalid api key', ja: 'invalid api key'},
        cause: {
          ko: '통합 서버가 AMS에 결재 요청을 보낼 때 쓰는 API 키가 AMS에 등록된 키와 다름',
          en: 'The API key that the Integration Server uses to send approval requests to AMS differs from the key registered in AMS',
          ja: '統合サーバーがAMSに承認申請を送るときに使用するAPIキーが、AMSに登録されたキーと異なる',
        },
        action: {
          ko: '관리자 콘솔 환경 설정 > 연동 > AMS의 API 키를 AMS 관리자 웹 환경 설정 > 연동 시스템의 키와 맞춥니다.',
          en: 'Make the API key in admin console System Settings > Integration > AMS match the key in AMS admin web System Settings > Integrated Systems.',
          ja: '管理コンソールの環境設定 > 連携 > AMSのAPIキーを、AMS管理者Webの環境設定 > 連携システムのキーと一致させます。',
        },
      },
      {
        code: 'AMS-3002',
        message: {ko: '반출 파일 크기 초과', en: 'Export file size exceeded', ja: '持ち出しファイルのサイズ超過'},
        cause: {
          ko: '반출 요청 파일이 export.max.file.size.mb(기본 500 MB)보다 큼',
          en: 'The file of the export request is larger than export.max.file.size.mb (500 MB by default)',
          ja: '持ち出し申請のファイルがexport.max.file.size.mb（既定500MB）より大きい',
        },
        action: {
          ko: '파일을 나눠 요청하거나 export.max.file.size.mb 값을 허용 범위(1–2048) 안에서 늘립니다.',
          en: 'Split the file into several requests, or increase export.max.file.size.mb within the allowed range (1–2048).',
          ja: 'ファイルを分けて申請するか、export.max.file.size.mbの値を許容範囲（1～2048）内で増やします。',
        },
      },
      {
        code: 'AMS-4001',
        message: {ko: 'ARIA 라이브러리 로드 실패', en: 'ARIA library load failed', ja: 'ARIAライブラリのロード失敗'},
        cause: {
          ko: 'ARIA 네이티브 라이브러리가 crypto.aria.lib.path에 없거나 읽기 권한이 없음',
          en: 'The ARIA native library is not in crypto.aria.lib.path, or there is no read permission on it',
          ja: 'ARIAネイティブライブラリがcrypto.aria.lib.pathにないか、読み取り権限がない',
        },
        action: {
          ko: 'crypto.aria.lib.path와 라이브러리 파일 권한을 확인한 뒤 서비스를 시작합니다.',
          en: 'Check crypto.aria.lib.path and the library file permissions, then start the service.',
          ja: 'crypto.aria.lib.pathとライブラリファイルの権限を確認してから、サービスを起動します。',
        },
      },
      {
        code: 'AMS-4010',
        message: {ko: '재암호화 완료', en: 'Re-encryption complete', ja: '再暗号化完了'},
        cause: {
          ko: 'ARIA로 전환한 뒤 기존 데이터의 재암호화가 끝났음을 알리는 정보 메시지',
          en: 'An information message that the re-encryption of existing data has finished after switching to ARIA',
          ja: 'ARIAに切り替えた後、既存データの再暗号化が完了したことを知らせる情報メッセージ',
        },
        action: {
          ko: '조치가 필요 없습니다. 처리 건수를 설치 보고서에 기록합니다.',
          en: 'No action is needed. Record the number of processed records in the installation report.',
          ja: '対処は不要です。処理件数をインストール報告書に記録します。',
        },
      },
      {
        code: 'AMS-4103',
        message: {ko: 'department head not found', en: 'department head not found', ja: 'department head not found'},
        cause: {
          ko: '인사 데이터에 부서장 정보가 없거나 부서장 사번이 사용자 목록에 없음',
          en: "The HR data has no department head, or the department head's employee number is not in the user list",
          ja: '人事データに部署長の情報がないか、部署長の社員番号がユーザーリストにない',
        },
        action: {
          ko: '인사 원천 데이터의 부서장을 정정하고, 급하면 결재 관리 > 대체 결재자에 지정 대체 결재자를 등록합니다.',
          en: 'Correct the department head in the HR source data. If it is urgent, register a designated substitute approver in Approval Management > Substitute Approvers.',
          ja: '人事の元データの部署長を訂正します。急ぐ場合は、承認管理 > 代理承認者に指定代理承認者を登録します。',
        },
      },
      {
        code: 'AMS-6001',
        message: {ko: 'connect timed out', en: 'connect timed out', ja: 'connect timed out'},
        cause: {
          ko: 'SMTP 서버에 연결할 수 없음',
          en: 'Cannot connect to the SMTP server',
          ja: 'SMTPサーバーに接続できない',
        },
        action: {
          ko: '방화벽에서 AMS → 메일 서버 TCP 587을 허용합니다.',
          en: 'Allow TCP 587 from AMS to the mail server in the firewall.',
          ja: 'ファイアウォールで、AMS → メールサーバーのTCP 587を許可します。',
        },
      },
      {
        code: 'AMS-6002',
        message: {ko: '535 Authentication failed', en: '535 Authentication failed', ja: '535 Authentication failed'},
        cause: {ko: 'SMTP 인증 실패', en: 'SMTP authentication failed', ja: 'SMTP認証の失敗'},
        action: {
          ko: 'AMS 관리자 웹 환경 설정 > 메일 알림의 계정과 비밀번호를 확인합니다.',
          en: 'Check the account and password in AMS admin web System Settings > Mail Notification.',
          ja: 'AMS管理者Webの環境設定 > メール通知のアカウントとパスワードを確認します。',
        },
      },
      {
        code: 'AMS-6003',
        message: {ko: '550 Relaying denied', en: '550 Relaying denied', ja: '550 Relaying denied'},
        cause: {
          ko: '메일 서버가 AMS 서버의 릴레이를 거부함',
          en: 'The mail server refuses relaying for the AMS server',
          ja: 'メールサーバーがAMSサーバーのリレーを拒否している',
        },
        action: {
          ko: '메일 관리자에게 AMS 서버 IP의 릴레이 허용을 요청합니다.',
          en: 'Ask the mail administrator to allow relaying for the AMS server IP.',
          ja: 'メール管理者に、AMSサーバーのIPのリレー許可を依頼します。',
        },
      },
      {
        code: 'AMS-6004',
        message: {ko: 'PKIX path building failed', en: 'PKIX path building failed', ja: 'PKIX path building failed'},
        cause: {
          ko: 'STARTTLS 과정에서 메일 서버 인증서를 신뢰하지 못함',
          en: 'The mail server certificate is not trusted during STARTTLS',
          ja: 'STARTTLSの過程でメールサーバーの証明書を信頼できない',
        },
        action: {
          ko: '메일 서버 인증서 체인을 AMS 신뢰 저장소에 등록합니다.',
          en: 'Register the mail server certificate chain in the AMS trust store.',
          ja: 'メールサーバーの証明書チェーンをAMSの信頼ストアに登録します。',
        },
      },
    ],
  },
  /** No release notes: the current version the pages install and quote. */
  releases: [{version: '3.4.2', date: '2024-11-18'}],
  lifecycle: [{line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2020-06-01'}],
  ports: [
    {
      port: '8444',
      protocol: 'TCP',
      from: {
        ko: '통합 서버, 문서보안 에이전트(반출 파일), 결재자 브라우저',
        en: 'Integration Server, Document Security agents (export files), approver browsers',
        ja: '統合サーバー、文書セキュリティエージェント（持ち出しファイル）、承認者のブラウザー',
      },
      to: {ko: 'AMS 서버', en: 'AMS server', ja: 'AMSサーバー'},
      purpose: {
        ko: '결재 요청 등록, 반출 파일 업로드·다운로드, 결재 웹 화면(HTTPS)',
        en: 'Approval request registration, export file upload and download, approval web screens (HTTPS)',
        ja: '承認申請の登録、持ち出しファイルのアップロード・ダウンロード、承認のWeb画面（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'AMS 서버', en: 'AMS server', ja: 'AMSサーバー'},
      to: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'},
      purpose: {
        ko: '사용자·조직 조회, 결재 결과 통보(HTTPS)',
        en: 'User and organization lookup, approval result notification (HTTPS)',
        ja: 'ユーザー・組織情報の取得、承認結果の通知（HTTPS）',
      },
    },
    {
      port: '3306',
      protocol: 'TCP',
      from: {ko: 'AMS 서버', en: 'AMS server', ja: 'AMSサーバー'},
      to: {ko: 'DB 서버', en: 'DB server', ja: 'DBサーバー'},
      purpose: {ko: 'amsdb 접속(MariaDB 기준)', en: 'amsdb access (for MariaDB)', ja: 'amsdbへの接続（MariaDBの場合）'},
    },
    {
      port: '587',
      protocol: 'TCP',
      from: {ko: 'AMS 서버', en: 'AMS server', ja: 'AMSサーバー'},
      to: {ko: '메일 서버', en: 'Mail server', ja: 'メールサーバー'},
      purpose: {
        ko: '결재 알림 메일(SMTP, STARTTLS)',
        en: 'Approval notification mail (SMTP, STARTTLS)',
        ja: '承認の通知メール（SMTP、STARTTLS）',
      },
    },
  ],
  values: {
    host: 'ams.example.com',
    port: '8444',
    url: 'https://ams.example.com:8444',
    adminUrl: 'https://ams.example.com:8444/ams/admin',
    healthPath: '/ams/health',
    linuxService: 'ams-server',
    linuxBatchService: 'ams-batch',
    windowsService: 'AMSServer',
    windowsBatchService: 'AMSBatch',
    installDir: '/opt/ams',
    dataDir: '/data/ams',
    configFile: '/opt/ams/conf/ams.properties',
    linuxPackage: 'ams-server-3.4.2-linux-x64.tar.gz',
    windowsPackage: 'AMSServer-3.4.2-x64.exe',
    schema: 'amsdb',
    dbUser: 'amsuser',
  },
} satisfies ProductFacts;
