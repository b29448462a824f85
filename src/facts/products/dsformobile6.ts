import type {ProductFacts} from '../types';

/**
 * 모바일 문서보안 6: iOS·Android 앱과 통합 서버(SCI)의 모바일 게이트웨이 모듈.
 * Source of truth: docs-dsformobile6/ (release notes, function spec, admin guides).
 */
export default {
  id: 'dsformobile6',
  name: {ko: '모바일 문서보안 6', en: 'DS for Mobile 6', ja: 'モバイル文書セキュリティ6'},
  pages: [
    'docs-dsformobile6/',
    'docs-support/endpoint-security/document-security/mobile-drm.md',
    'docs-support/endpoint-security/document-security/function-lists/mobile-drm-function-list.md',
  ],
  errors: {
    pattern: '\\b(M-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'M-1101',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '입력한 아이디나 비밀번호가 문서보안 계정과 다릅니다. 5회 실패하면 10분간 잠깁니다.',
          en: 'The user ID or password you entered does not match your Document Security account. After 5 failures, the account is locked for 10 minutes.',
          ja: '入力したユーザーIDまたはパスワードが、文書セキュリティのアカウントと一致しません。5回失敗すると、10分間ロックされます。',
        },
        action: {
          ko: '아이디와 비밀번호를 다시 입력합니다.',
          en: 'Enter your user ID and password again.',
          ja: 'ユーザーIDとパスワードをもう一度入力します。',
        },
      },
      {
        code: 'M-1107',
        message: {
          ko: '서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the server.',
          ja: 'サーバーに接続できません。',
        },
        cause: {
          ko: '앱이 모바일 게이트웨이(m.ds.example.com, TCP 8445)에 연결하지 못했습니다.',
          en: 'The app could not connect to the mobile gateway (m.ds.example.com, TCP 8445).',
          ja: 'アプリがモバイルゲートウェイ（m.ds.example.com、TCP 8445）に接続できませんでした。',
        },
        action: {
          ko: 'Wi-Fi나 모바일 데이터, 사외라면 모바일 VPN 연결을 확인하고 설정 > 정보의 서버 주소를 확인합니다.',
          en: 'Check the Wi-Fi or mobile data connection, or the mobile VPN connection if you are outside the company, and check the server address in Settings > About.',
          ja: 'Wi-Fiまたはモバイルデータ通信の接続（社外の場合はモバイルVPNの接続）を確認し、設定 > 情報のサーバーアドレスを確認します。',
        },
      },
      {
        code: 'M-2101',
        message: {
          ko: '등록되지 않은 기기입니다. 관리자의 기기 승인 후 다시 로그인하십시오.',
          en: 'This device is not registered. Sign in again after the administrator approves the device.',
          ja: '登録されていないデバイスです。管理者がデバイスを承認した後で、再度ログインしてください。',
        },
        cause: {
          ko: '기기가 등록되지 않았거나, 앱 재설치·기기 초기화·OS 업데이트로 기기 식별자가 바뀌었습니다.',
          en: 'The device is not registered, or the device identifier changed because the app was reinstalled, the device was reset or the OS was updated.',
          ja: 'デバイスが登録されていないか、アプリの再インストール・デバイスの初期化・OSのアップデートによってデバイス識別子が変わりました。',
        },
        action: {
          ko: '기기 등록을 요청하고, 관리자 승인 방식이면 헬프데스크에 이전 기기 해제와 새 등록 승인을 요청합니다.',
          en: 'Request device registration. If registration requires administrator approval, ask the help desk to unregister the previous device and approve the new registration.',
          ja: 'デバイス登録を申請します。管理者承認方式の場合は、ヘルプデスクに以前のデバイスの登録解除と新しい登録の承認を依頼します。',
        },
      },
      {
        code: 'M-2102',
        message: {
          ko: '기기 등록 한도를 초과했습니다. 사용하지 않는 기기를 해제하십시오.',
          en: 'The device registration limit has been exceeded. Unregister a device you no longer use.',
          ja: 'デバイスの登録上限を超えました。使用していないデバイスの登録を解除してください。',
        },
        cause: {
          ko: '사용자당 최대 기기 수(기본 2대)만큼 이미 등록되어 있습니다.',
          en: 'The maximum number of devices per user (2 by default) is already registered.',
          ja: 'ユーザーあたりの最大デバイス数（既定2台）まで、すでに登録されています。',
        },
        action: {
          ko: '이전 기기에서 등록을 해제하거나 헬프데스크에 해제를 요청합니다.',
          en: 'Unregister the previous device from that device, or ask the help desk to unregister it.',
          ja: '以前のデバイスで登録を解除するか、ヘルプデスクに登録解除を依頼します。',
        },
      },
      {
        code: 'M-2103',
        message: {ko: '기기 승인 대기 중입니다.', en: 'Waiting for device approval.', ja: 'デバイスの承認待ちです。'},
        cause: {
          ko: '기기 등록 방식이 관리자 승인이고 아직 승인되지 않았습니다.',
          en: 'Device registration requires administrator approval, and the device has not been approved yet.',
          ja: 'デバイス登録方式が管理者承認で、まだ承認されていません。',
        },
        action: {
          ko: '관리자 승인을 기다립니다. 승인되면 푸시 알림이 옵니다.',
          en: 'Wait for administrator approval. When the device is approved, you receive a push notification.',
          ja: '管理者の承認を待ちます。承認されると、プッシュ通知が届きます。',
        },
      },
      {
        code: 'M-2104',
        message: {
          ko: '회사 MDM에 등록된 기기에서만 사용할 수 있습니다.',
          en: 'This app can be used only on devices registered in the company MDM.',
          ja: '会社のMDMに登録されたデバイスでのみ使用できます。',
        },
        cause: {
          ko: 'MDM 배포 기기만 허용이 켜져 있는데 기기에 mdmDeviceId 값이 없습니다.',
          en: 'Allow MDM-Deployed Devices Only is turned on, but the device has no mdmDeviceId value.',
          ja: 'MDM配布デバイスのみ許可がオンになっていますが、デバイスにmdmDeviceIdの値がありません。',
        },
        action: {
          ko: '회사 MDM에 기기를 등록하고 MDM 카탈로그에서 앱을 설치합니다.',
          en: 'Register the device in the company MDM and install the app from the MDM catalog.',
          ja: '会社のMDMにデバイスを登録し、MDMカタログからアプリをインストールします。',
        },
      },
      {
        code: 'M-3001',
        message: {
          ko: '지원하지 않는 파일 형식입니다.',
          en: 'This file type is not supported.',
          ja: 'サポートされていないファイル形式です。',
        },
        cause: {
          ko: '보안 뷰어가 지원하지 않는 확장자입니다.',
          en: 'The secure viewer does not support this extension.',
          ja: 'セキュアビューアーが対応していない拡張子です。',
        },
        action: {
          ko: 'PC에서 열거나 지원 확장자로 변환을 요청합니다.',
          en: 'Open the file on a PC, or ask for it to be converted to a supported extension.',
          ja: 'PCで開くか、対応拡張子への変換を依頼します。',
        },
      },
      {
        code: 'M-3002',
        message: {
          ko: '이 문서를 열 권한이 없습니다.',
          en: 'You do not have permission to open this document.',
          ja: 'この文書を開く権限がありません。',
        },
        cause: {
          ko: '문서 열람 권한이 없습니다.',
          en: 'You do not have the view permission for the document.',
          ja: '文書の閲覧権限がありません。',
        },
        action: {
          ko: 'PC에서 문서 권한 변경 요청을 합니다.',
          en: 'Request a document permission change on a PC.',
          ja: 'PCで文書権限の変更を申請します。',
        },
      },
      {
        code: 'M-3003',
        message: {
          ko: '파일 크기가 100MB를 초과해 열 수 없습니다.',
          en: 'The file cannot be opened because it is larger than 100 MB.',
          ja: 'ファイルサイズが100MBを超えているため、開けません。',
        },
        cause: {
          ko: '파일이 최대 파일 크기(기본 100MB)를 넘습니다.',
          en: 'The file exceeds the maximum file size (100 MB by default).',
          ja: 'ファイルが最大ファイルサイズ（既定100MB）を超えています。',
        },
        action: {ko: 'PC에서 엽니다.', en: 'Open it on a PC.', ja: 'PCで開きます。'},
      },
      {
        code: 'M-3005',
        message: {
          ko: '오프라인 사용 기간이 만료되었습니다.',
          en: 'The offline use period has expired.',
          ja: 'オフライン利用期間の期限が切れました。',
        },
        cause: {
          ko: '마지막 서버 연결 후 오프라인 허용 기간(기본 3일)이 지났습니다.',
          en: 'The allowed offline period (3 days by default) has passed since the last server connection.',
          ja: '最後にサーバーに接続してから、オフライン許可期間（既定3日）が過ぎました。',
        },
        action: {
          ko: '네트워크에 연결한 뒤 문서를 다시 엽니다.',
          en: 'Connect to a network, then open the document again.',
          ja: 'ネットワークに接続してから、文書をもう一度開きます。',
        },
      },
      {
        code: 'M-4001',
        message: {
          ko: '보안 위험이 감지된 기기입니다. 이 기기에서는 문서를 열 수 없습니다.',
          en: 'A security risk was detected on this device. Documents cannot be opened on this device.',
          ja: 'セキュリティリスクが検知されたデバイスです。このデバイスでは文書を開けません。',
        },
        cause: {
          ko: '탈옥·루팅 또는 무결성 검증 실패(베타 OS 포함)가 탐지되었습니다. 탐지 동작이 차단이면 캐시가 즉시 삭제됩니다.',
          en: 'A jailbreak or root, or a failed integrity check (including a beta OS), was detected. If the detection action is Block, the cache is deleted immediately.',
          ja: '脱獄・ルート化、または整合性検証の失敗（ベータ版OSを含む）が検知されました。検知時の動作がブロックの場合は、キャッシュがすぐに削除されます。',
        },
        action: {
          ko: '정식 OS로 되돌리거나 정식 OS 기기를 사용합니다.',
          en: 'Go back to an official OS release, or use a device with an official OS release.',
          ja: '正式版のOSに戻すか、正式版のOSのデバイスを使用します。',
        },
      },
      {
        code: 'M-5001',
        message: {
          ko: '앱을 최신 버전으로 업데이트해야 합니다.',
          en: 'You must update the app to the latest version.',
          ja: 'アプリを最新バージョンにアップデートする必要があります。',
        },
        cause: {
          ko: '앱 버전이 관리자가 지정한 최소 앱 버전보다 낮고 유예 기간이 끝났습니다.',
          en: 'The app version is lower than the minimum app version set by the administrator, and the grace period has ended.',
          ja: 'アプリのバージョンが管理者の指定した最小アプリバージョンより低く、猶予期間が終了しました。',
        },
        action: {
          ko: '스토어나 MDM 카탈로그에서 앱을 업데이트합니다.',
          en: 'Update the app from the store or the MDM catalog.',
          ja: 'ストアまたはMDMカタログからアプリをアップデートします。',
        },
      },
    ],
  },
  releases: [
    {version: '6.4.0', date: '2026-09-14'},
    {version: '6.3.0', date: '2026-04-13'},
    {version: '6.2.1', date: '2025-12-08'},
    {version: '6.2.0', date: '2025-10-20'},
    {version: '6.1.0', date: '2025-06-23'},
    {version: '6.0.0', date: '2025-02-17'},
  ],
  lifecycle: [
    {
      line: {ko: '5.x(모바일 문서보안 5)', en: '5.x (DS for Mobile 5)', ja: '5.x（モバイル文書セキュリティ5）'},
      released: '2018-05-02',
      endOfSale: '2021-12-31',
      endOfSupport: '2024-12-31',
    },
    {line: {ko: '6.x', en: '6.x', ja: '6.x'}, released: '2025-02-17'},
  ],
  ports: [
    {
      port: '8445',
      protocol: 'TCP',
      from: {ko: '모바일 기기(앱)', en: 'Mobile device (app)', ja: 'モバイルデバイス（アプリ）'},
      to: {ko: '모바일 게이트웨이', en: 'Mobile gateway', ja: 'モバイルゲートウェイ'},
      purpose: {
        ko: '로그인, 권한 확인, 문서 키 요청, 열람 로그 전송(HTTPS)',
        en: 'Sign-in, permission checks, document key requests, viewing log upload (HTTPS)',
        ja: 'ログイン、権限の確認、文書キーの要求、閲覧ログの送信（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '모바일 게이트웨이', en: 'Mobile gateway', ja: 'モバイルゲートウェイ'},
      to: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      purpose: {
        ko: '사용자 인증, 권한과 문서 키 조회',
        en: 'User authentication, permission and document key lookup',
        ja: 'ユーザー認証、権限と文書鍵の取得',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '모바일 게이트웨이', en: 'Mobile gateway', ja: 'モバイルゲートウェイ'},
      to: {ko: 'APNs, FCM', en: 'APNs, FCM', ja: 'APNs、FCM'},
      purpose: {
        ko: '정책 변경, 기기 승인, 원격 삭제 푸시 알림',
        en: 'Push notifications for policy changes, device approval and remote wipe',
        ja: 'ポリシー変更、デバイス承認、リモートワイプのプッシュ通知',
      },
    },
  ],
  values: {
    gatewayHost: 'm.ds.example.com',
    gatewayPort: '8445',
    gatewayAddress: 'm.ds.example.com:8445',
    appName: {ko: '모바일 문서보안', en: 'DS for Mobile', ja: 'モバイル文書セキュリティ'},
  },
} satisfies ProductFacts;
