import type {ProductFacts} from '../types';

/**
 * Service Linker has no product section: its installation guide (docs-support/installation-guide/
 * service-linker/) is the source. The error-code page renders errors from here.
 */
export default {
  id: 'servicelinker',
  name: {ko: '서비스 링커', en: 'Service Linker', ja: 'サービスリンカー'},
  pages: ['docs-support/installation-guide/service-linker/'],
  errors: {
    pattern: '\\b(SL-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SL-1001',
        message: {ko: '설정 파일을 찾을 수 없음', en: 'Configuration file not found', ja: '設定ファイルが見つからない'},
        cause: {
          ko: 'sl-client.properties 경로 오류 또는 파일 권한 부족',
          en: 'Wrong sl-client.properties path or insufficient file permissions',
          ja: 'sl-client.propertiesのパスの誤り、またはファイルの権限不足',
        },
        action: {
          ko: 'JVM 옵션 sl.client.conf의 경로와 WAS 실행 계정의 읽기 권한을 확인합니다.',
          en: 'Check the path in the JVM option sl.client.conf and the read permission of the account that runs the WAS.',
          ja: 'JVMオプションsl.client.confのパスと、WASの実行アカウントの読み取り権限を確認します。',
        },
      },
      {
        code: 'SL-1002',
        message: {ko: '설정 값 형식 오류', en: 'Invalid setting value format', ja: '設定値の形式エラー'},
        cause: {
          ko: '허용 범위 밖의 값 또는 오타',
          en: 'A value outside the allowed range, or a typo',
          ja: '許容範囲外の値、または入力ミス',
        },
        action: {
          ko: '메시지에 표시된 항목을 허용 값으로 고치고 sl-admin.sh config-check로 다시 검사합니다.',
          en: 'Correct the item shown in the message to an allowed value and check again with sl-admin.sh config-check.',
          ja: 'メッセージに表示された項目を許容値に修正し、sl-admin.sh config-checkで再度チェックします。',
        },
      },
      {
        code: 'SL-1101',
        message: {ko: '서비스 링커 연결 실패', en: 'Service Linker connection failed', ja: 'サービスリンカー接続失敗'},
        cause: {
          ko: '서비스 링커 서버 중지, 방화벽 차단, 서버 주소 오류',
          en: 'The Service Linker server is stopped, a firewall blocks the connection, or the server address is wrong',
          ja: 'サービスリンカーサーバーの停止、ファイアウォールによるブロック、サーバーのアドレスの誤り',
        },
        action: {
          ko: '업무 서버에서 서비스 링커 TCP 7443 연결을 시험하고 sl.server.urls를 확인합니다.',
          en: 'Test the connection to Service Linker TCP 7443 from the business server and check sl.server.urls.',
          ja: '業務サーバーからサービスリンカーのTCP 7443への接続をテストし、sl.server.urlsを確認します。',
        },
      },
      {
        code: 'SL-1102',
        message: {ko: '연결 시간 초과', en: 'Connection timed out', ja: '接続タイムアウト'},
        cause: {
          ko: '네트워크 지연 또는 서버 과부하',
          en: 'Network latency or server overload',
          ja: 'ネットワークの遅延、またはサーバーの過負荷',
        },
        action: {
          ko: 'sl.connect.timeout.ms 값을 확인하고 서버 부하를 점검합니다.',
          en: 'Check the sl.connect.timeout.ms value and check the server load.',
          ja: 'sl.connect.timeout.msの値を確認し、サーバーの負荷を点検します。',
        },
      },
      {
        code: 'SL-1103',
        message: {ko: 'TLS 핸드셰이크 실패', en: 'TLS handshake failed', ja: 'TLSハンドシェイク失敗'},
        cause: {
          ko: 'CA 인증서 미등록, 서버 인증서 만료, TLS 버전 불일치',
          en: 'The CA certificate is not registered, the server certificate has expired, or the TLS versions do not match',
          ja: 'CA証明書の未登録、サーバー証明書の期限切れ、TLSバージョンの不一致',
        },
        action: {
          ko: '신뢰 저장소 경로와 내용, 서버 인증서 만료일을 확인합니다.',
          en: 'Check the trust store path and contents and the expiry date of the server certificate.',
          ja: 'トラストストアのパスと内容、サーバー証明書の有効期限を確認します。',
        },
      },
      {
        code: 'SL-1201',
        message: {ko: '요청 대기열 초과', en: 'Request queue exceeded', ja: 'リクエストキューの超過'},
        cause: {
          ko: '대기 요청 수가 서버의 request.queue.size를 넘음',
          en: 'The number of waiting requests exceeded request.queue.size on the server',
          ja: '待機中のリクエスト数がサーバーのrequest.queue.sizeを超えた',
        },
        action: {
          ko: 'worker.threads를 늘리거나 서비스 링커 서버를 추가합니다.',
          en: 'Increase worker.threads or add Service Linker servers.',
          ja: 'worker.threadsを増やすか、サービスリンカーサーバーを追加します。',
        },
      },
      {
        code: 'SL-1202',
        message: {
          ko: '클라이언트 연결 풀 고갈',
          en: 'Client connection pool exhausted',
          ja: 'クライアント接続プールの枯渇',
        },
        cause: {
          ko: '동시 호출 수가 sl.pool.max보다 많음',
          en: 'The number of concurrent calls is higher than sl.pool.max',
          ja: '同時呼び出し数がsl.pool.maxより多い',
        },
        action: {
          ko: '풀 크기를 조정하고 연결을 반환하지 않는 코드가 있는지 점검합니다.',
          en: 'Adjust the pool size and check for code that does not return connections.',
          ja: 'プールサイズを調整し、接続を返却しないコードがないかを点検します。',
        },
      },
      {
        code: 'SL-2001',
        message: {ko: 'Key Manager 연결 실패', en: 'Key Manager connection failed', ja: 'Key Manager接続失敗'},
        cause: {
          ko: 'Key Manager 중지, TCP 9300 방화벽 차단, 클라이언트 인증서 만료',
          en: 'Key Manager is stopped, a firewall blocks TCP 9300, or the client certificate has expired',
          ja: 'Key Managerの停止、ファイアウォールによるTCP 9300のブロック、クライアント証明書の期限切れ',
        },
        action: {
          ko: 'sl-admin.sh km-test로 Key Manager 연결을 확인합니다.',
          en: 'Check the Key Manager connection with sl-admin.sh km-test.',
          ja: 'sl-admin.sh km-testでKey Managerへの接続を確認します。',
        },
      },
      {
        code: 'SL-2002',
        message: {ko: '키 ID 없음', en: 'Key ID not found', ja: 'キーIDが存在しない'},
        cause: {ko: '잘못된 키 ID 또는 별칭', en: 'Wrong key ID or alias', ja: '誤ったキーIDまたはエイリアス'},
        action: {
          ko: 'km.key.alias.* 값과 Key Manager의 키 목록을 비교합니다.',
          en: 'Compare the km.key.alias.* values with the key list in Key Manager.',
          ja: 'km.key.alias.*の値とKey Managerのキーの一覧を比較します。',
        },
      },
      {
        code: 'SL-2003',
        message: {ko: '키 비활성 또는 만료', en: 'Key inactive or expired', ja: 'キーが非アクティブまたは期限切れ'},
        cause: {
          ko: '키 수명 종료 또는 관리자가 키를 비활성화함',
          en: 'The key reached the end of its life, or an administrator deactivated the key',
          ja: 'キーのライフサイクルが終了した、または管理者がキーを非アクティブにした',
        },
        action: {
          ko: '새 키 버전을 발급하거나 키 상태를 바꿉니다.',
          en: 'Issue a new key version or change the key state.',
          ja: '新しいキーバージョンを発行するか、キーの状態を変更します。',
        },
      },
      {
        code: 'SL-2004',
        message: {ko: '키 캐시 무결성 오류', en: 'Key cache integrity error', ja: 'キーキャッシュの整合性エラー'},
        cause: {
          ko: '메모리 손상 또는 키 래핑 인증서 교체',
          en: 'Memory corruption, or the key wrapping certificate was replaced',
          ja: 'メモリの破損、またはキーラッピング証明書の差し替え',
        },
        action: {
          ko: '서비스 링커를 다시 시작해 키 캐시를 초기화합니다.',
          en: 'Restart Service Linker to reset the key cache.',
          ja: 'サービスリンカーを再起動して、キーキャッシュを初期化します。',
        },
      },
      {
        code: 'SL-2005',
        message: {ko: '허용되지 않은 키', en: 'Key not allowed', ja: '許可されていないキー'},
        cause: {
          ko: '키 ID가 클라이언트의 allowed.keys에 없음',
          en: 'The key ID is not in the allowed.keys of the client',
          ja: 'キーIDがクライアントのallowed.keysにない',
        },
        action: {
          ko: 'servicelinker.properties의 client.<id>.allowed.keys에 키 ID를 추가합니다.',
          en: 'Add the key ID to client.<id>.allowed.keys in servicelinker.properties.',
          ja: 'servicelinker.propertiesのclient.<id>.allowed.keysにキーIDを追加します。',
        },
      },
      {
        code: 'SL-3001',
        message: {ko: 'ARIA 라이브러리 로드 실패', en: 'ARIA library load failed', ja: 'ARIAライブラリのロード失敗'},
        cause: {
          ko: 'ARIA 네이티브 라이브러리 누락, 경로·권한 오류, CentOS 7.9의 glibc 버전 부족',
          en: 'The ARIA native library is missing, the path or permissions are wrong, or the glibc version on CentOS 7.9 is too old',
          ja: 'ARIAネイティブライブラリの欠落、パス・権限の誤り、CentOS 7.9のglibcのバージョン不足',
        },
        action: {
          ko: 'crypto.aria.lib.path와 라이브러리 파일 권한을 확인하고 ARIA 설정 절차를 다시 점검합니다.',
          en: 'Check crypto.aria.lib.path and the library file permissions, and go through the ARIA setup procedure again.',
          ja: 'crypto.aria.lib.pathとライブラリファイルの権限を確認し、ARIA設定の手順を再点検します。',
        },
      },
      {
        code: 'SL-3002',
        message: {ko: '암호화 실패', en: 'Encryption failed', ja: '暗号化失敗'},
        cause: {
          ko: '입력 인코딩 오류 또는 암호 모듈 자체 시험 실패',
          en: 'An input encoding error, or the crypto module self-test failed',
          ja: '入力のエンコーディングエラー、または暗号モジュールの自己テストの失敗',
        },
        action: {
          ko: '입력 문자열이 UTF-8인지 확인하고 서버 로그를 확인합니다.',
          en: 'Check that the input string is UTF-8 and check the server log.',
          ja: '入力文字列がUTF-8であるかを確認し、サーバーのログを確認します。',
        },
      },
      {
        code: 'SL-3003',
        message: {ko: '복호화 실패', en: 'Decryption failed', ja: '復号失敗'},
        cause: {
          ko: '다른 키로 암호화된 값, 암호문 손상, 패딩 오류',
          en: 'A value encrypted with another key, corrupted ciphertext, or a padding error',
          ja: '別のキーで暗号化された値、暗号文の破損、パディングエラー',
        },
        action: {
          ko: '암호화에 사용한 키 ID와 키 버전을 확인합니다. 재시도하지 않습니다.',
          en: 'Check the key ID and key version used for encryption. Do not retry.',
          ja: '暗号化に使用したキーIDとキーバージョンを確認します。再試行しません。',
        },
      },
      {
        code: 'SL-3004',
        message: {ko: '입력 데이터 크기 초과', en: 'Input data size exceeded', ja: '入力データサイズの超過'},
        cause: {
          ko: '요청 크기가 crypto.max.input.bytes(기본 16 MB)를 넘음',
          en: 'The request size exceeded crypto.max.input.bytes (16 MB by default)',
          ja: 'リクエストのサイズがcrypto.max.input.bytes（既定16MB）を超えた',
        },
        action: {
          ko: '데이터를 나눠 보내거나 한도를 올립니다.',
          en: 'Split the data before sending it, or raise the limit.',
          ja: 'データを分割して送信するか、上限を引き上げます。',
        },
      },
      {
        code: 'SL-4001',
        message: {ko: '클라이언트 인증 실패', en: 'Client authentication failed', ja: 'クライアント認証失敗'},
        cause: {
          ko: '클라이언트 ID 또는 클라이언트 비밀 값 불일치',
          en: 'The client ID or the client secret does not match',
          ja: 'クライアントIDまたはクライアントシークレットの不一致',
        },
        action: {
          ko: '서버와 Java API의 설정을 비교하고 필요하면 클라이언트 비밀 값을 다시 발급합니다.',
          en: 'Compare the settings of the server and the Java API, and issue a new client secret if needed.',
          ja: 'サーバーとJava APIの設定を比較し、必要に応じてクライアントシークレットを再発行します。',
        },
      },
      {
        code: 'SL-4002',
        message: {ko: '접속 허용 IP 아님', en: 'IP not allowed to connect', ja: '接続許可IPではない'},
        cause: {
          ko: '업무 서버 IP가 allowed.ips에 없음',
          en: 'The business server IP is not in allowed.ips',
          ja: '業務サーバーのIPがallowed.ipsにない',
        },
        action: {
          ko: 'client.<id>.allowed.ips에 업무 서버 IP를 추가합니다.',
          en: 'Add the business server IP to client.<id>.allowed.ips.',
          ja: 'client.<id>.allowed.ipsに業務サーバーのIPを追加します。',
        },
      },
      {
        code: 'SL-4003',
        message: {ko: '권한 없음', en: 'Permission denied', ja: '権限なし'},
        cause: {
          ko: '복호화 전용 또는 암호화 전용으로 제한된 클라이언트',
          en: 'The client is restricted to decryption only or encryption only',
          ja: '復号専用または暗号化専用に制限されたクライアント',
        },
        action: {
          ko: '클라이언트의 권한 유형을 확인합니다.',
          en: 'Check the permission type of the client.',
          ja: 'クライアントの権限の種類を確認します。',
        },
      },
      {
        code: 'SL-5000',
        message: {ko: '내부 오류', en: 'Internal error', ja: '内部エラー'},
        cause: {ko: '예상하지 못한 서버 예외', en: 'An unexpected server exception', ja: '予期しないサーバーの例外'},
        action: {
          ko: '서버 로그의 추적 ID(trace=)를 첨부해 기술지원팀에 문의합니다.',
          en: 'Contact the support team with the trace ID (trace=) from the server log attached.',
          ja: 'サーバーのログのトレースID（trace=）を添付して、サポートチームに問い合わせます。',
        },
      },
    ],
  },
  releases: [
    {
      version: '3.1.4',
      date: '2025-01-20',
      component: {ko: '서비스 링커 서버', en: 'Service Linker server', ja: 'サービスリンカーサーバー'},
    },
    {version: '3.1.4', date: '2025-01-20', component: {ko: 'Java API', en: 'Java API', ja: 'Java API'}},
    {version: '2.6.3', date: '2024-10-14', component: {ko: 'Key Manager', en: 'Key Manager', ja: 'Key Manager'}},
    {
      version: '2.0.1',
      date: '2024-06-03',
      component: {ko: 'ARIA 암호 모듈', en: 'ARIA crypto module', ja: 'ARIA暗号モジュール'},
    },
  ],
  ports: [
    {
      port: '7443',
      protocol: 'TCP',
      from: {ko: '업무 시스템(Java API)', en: 'Business systems (Java API)', ja: '業務システム（Java API）'},
      to: {ko: '서비스 링커 서버', en: 'Service Linker server', ja: 'サービスリンカーサーバー'},
      purpose: {
        ko: '암호화·복호화 요청(TLS)',
        en: 'Encryption and decryption requests (TLS)',
        ja: '暗号化・復号の依頼（TLS）',
      },
    },
    {
      port: '9300',
      protocol: 'TCP',
      from: {ko: '서비스 링커 서버', en: 'Service Linker server', ja: 'サービスリンカーサーバー'},
      to: {ko: 'Key Manager', en: 'Key Manager', ja: 'Key Manager'},
      purpose: {
        ko: '키 조회(TLS, 클라이언트 인증서)',
        en: 'Key lookup (TLS, client certificate)',
        ja: '鍵の取得（TLS、クライアント証明書）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '서비스 링커 서버', en: 'Service Linker server', ja: 'サービスリンカーサーバー'},
      to: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'},
      purpose: {
        ko: '감사 로그 전송(audit.sci.enabled=true일 때)',
        en: 'Audit log transfer (when audit.sci.enabled=true)',
        ja: '監査ログの送信（audit.sci.enabled=trueの場合）',
      },
    },
  ],
  values: {
    port: '7443',
    keyManagerPort: '9300',
    linuxService: 'servicelinker',
    windowsService: 'ServiceLinker',
    configFile: '/opt/servicelinker/conf/servicelinker.properties',
    keyManagerConfigFile: '/opt/servicelinker/conf/keymanager.properties',
    logFile: '/opt/servicelinker/logs/servicelinker.log',
    serverPackage: 'servicelinker-3.1.4-linux-x64.tar.gz',
    javaApiPackage: 'sl-java-api-3.1.4.zip',
    keyManagerPackage: 'keymanager-2.6.3-linux-x64.tar.gz',
    ariaPackage: 'aria-crypto-2.0.1.zip',
  },
} satisfies ProductFacts;
