import type {ProductFacts} from '../types';

/**
 * ShieldMail facts. Source of truth: the product section (docs-shieldmail/), above all the release
 * note 01.2025 and the admin guides. Releases use monthly release names (`01.2025`); the numeric
 * version of the current release is in `values.currentVersion` / `values.currentBuild`.
 */
export default {
  id: 'shieldmail',
  name: {ko: 'ShieldMail', en: 'ShieldMail', ja: 'ShieldMail'},
  pages: ['docs-shieldmail/', 'docs-support/zerotrust-security/shieldmail/'],
  errors: {
    pattern: '\\b(SM-[A-Z]\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SM-C101',
        message: {
          ko: 'Encrypted archive cannot be converted',
          en: 'Encrypted archive cannot be converted',
          ja: 'Encrypted archive cannot be converted',
        },
        cause: {
          ko: '비밀번호가 걸린 압축 파일이라 변환 엔진이 내용을 열 수 없습니다.',
          en: 'The archive is password-protected, so the conversion engine cannot open its content.',
          ja: 'パスワードが設定された圧縮ファイルのため、変換エンジンが内容を開けません。',
        },
        action: {
          ko: '발신자에게 비밀번호 없이 다시 보내도록 요청합니다.',
          en: 'Ask the sender to send it again without a password.',
          ja: '送信者に、パスワードなしで送り直すように依頼します。',
        },
      },
      {
        code: 'SM-C102',
        message: {ko: 'Unsupported file format', en: 'Unsupported file format', ja: 'Unsupported file format'},
        cause: {
          ko: '변환 엔진이 지원하지 않는 형식의 첨부 파일입니다.',
          en: 'The attachment is in a format the conversion engine does not support.',
          ja: '変換エンジンがサポートしていない形式の添付ファイルです。',
        },
        action: {
          ko: '형식을 확인한 뒤 미변환 메일을 해제하거나 해당 형식을 차단하는 정책을 둡니다.',
          en: 'Check the format, and then release the unconverted mail or set up a policy that blocks that format.',
          ja: '形式を確認したうえで、未変換メールを解放するか、その形式をブロックするポリシーを設定します。',
        },
      },
      {
        code: 'SM-C103',
        message: {ko: 'Conversion timed out', en: 'Conversion timed out', ja: 'Conversion timed out'},
        cause: {
          ko: '첨부 파일 한 개의 변환이 변환 시간 초과 기준(기본 120초)을 넘었습니다.',
          en: 'Converting a single attachment took longer than the conversion timeout (120 seconds by default).',
          ja: '添付ファイル1つの変換が、変換タイムアウトの基準（既定120秒）を超えました。',
        },
        action: {
          ko: '재발송합니다. 같은 파일에서 반복되면 발신자에게 파일을 나누어 보내도록 요청합니다.',
          en: 'Resend the mail. If it recurs with the same file, ask the sender to split the file and send it in parts.',
          ja: '再送信します。同じファイルで繰り返される場合は、送信者にファイルを分割して送るように依頼します。',
        },
      },
      {
        code: 'SM-C104',
        message: {ko: 'File size limit exceeded', en: 'File size limit exceeded', ja: 'File size limit exceeded'},
        cause: {
          ko: '첨부 파일이 변환 가능 크기(기본 30MB)를 넘었습니다.',
          en: 'The attachment is larger than the maximum convertible size (30 MB by default).',
          ja: '添付ファイルが変換可能サイズ（既定30MB）を超えています。',
        },
        action: {
          ko: '보안 링크 변환을 쓰는 정책으로 재발송합니다.',
          en: 'Resend the mail with a policy that uses secure link conversion.',
          ja: 'セキュアリンクへの変換を使うポリシーで再送信します。',
        },
      },
      {
        code: 'SM-C105',
        message: {ko: 'Corrupted file', en: 'Corrupted file', ja: 'Corrupted file'},
        cause: {
          ko: '파일이 손상되었거나 파일 시그니처와 형식이 일치하지 않습니다.',
          en: 'The file is corrupted, or its file signature does not match its format.',
          ja: 'ファイルが破損しているか、ファイルシグネチャと形式が一致しません。',
        },
        action: {
          ko: '발신자에게 원본 파일을 확인하도록 요청합니다.',
          en: 'Ask the sender to check the original file.',
          ja: '送信者に、原本のファイルを確認するように依頼します。',
        },
      },
      {
        code: 'SM-C106',
        message: {ko: 'DRM protected file', en: 'DRM protected file', ja: 'DRM protected file'},
        cause: {
          ko: '문서보안 또는 ShieldRM 보호가 적용된 파일이라 내용을 읽을 수 없습니다.',
          en: 'Document Security or ShieldRM protection is applied to the file, so its content cannot be read.',
          ja: '文書セキュリティまたはShieldRMの保護が適用されたファイルのため、内容を読み取れません。',
        },
        action: {
          ko: 'DRM 상태 조건으로 보호된 파일을 변환 대상에서 빼는 별도 정책을 구성합니다.',
          en: 'Configure a separate policy that excludes protected files from conversion with the DRM status condition.',
          ja: 'DRM状態の条件で、保護されたファイルを変換の対象から外す別のポリシーを構成します。',
        },
      },
      {
        code: 'SM-P001',
        message: {ko: 'Message blocked by policy', en: 'Message blocked by policy', ja: 'Message blocked by policy'},
        cause: {
          ko: '차단 실행이 있는 정책에 일치해 SMTP 세션 안에서 메일을 거부했습니다(응답 554 5.7.1).',
          en: 'The mail matched a policy with a block execution and was rejected within the SMTP session (response 554 5.7.1).',
          ja: 'ブロックの実行があるポリシーに一致したため、SMTPセッション内でメールを拒否しました（応答554 5.7.1）。',
        },
        action: {
          ko: '메일 로그 상세의 적용 정책과 일치 조건을 확인하고, 오탐이면 정책 조건이나 예외를 고칩니다.',
          en: 'Check the applied policy and matched conditions in the mail log details; if it is a false positive, fix the policy conditions or exceptions.',
          ja: 'メールログの詳細で適用ポリシーと一致条件を確認し、誤検知であればポリシーの条件や例外を修正します。',
        },
      },
      {
        code: 'SM-P210',
        message: {ko: 'Regex evaluation timeout', en: 'Regex evaluation timeout', ja: 'Regex evaluation timeout'},
        cause: {
          ko: '정책 조건의 정규식 하나를 평가하는 데 50ms를 넘겨, 일치하지 않은 것으로 처리했습니다.',
          en: 'Evaluating one regular expression in a policy condition took longer than 50 ms, so it was treated as not matching.',
          ja: 'ポリシー条件の正規表現1つの評価に50msを超えたため、一致しなかったものとして扱いました。',
        },
        action: {
          ko: 'policy.log에서 해당 정책을 찾아 정규식을 단순하게 고치거나 키워드 조건으로 바꿉니다.',
          en: 'Find the policy in policy.log and simplify the regular expression or replace it with a keyword condition.',
          ja: 'policy.logで該当するポリシーを探し、正規表現を単純にするか、キーワードの条件に置き換えます。',
        },
      },
      {
        code: 'SM-P409',
        message: {
          ko: '같은 이름의 정책이 이미 있습니다',
          en: 'A policy with the same name already exists',
          ja: '同じ名前のポリシーがすでに存在します',
        },
        cause: {
          ko: '저장하려는 정책의 이름이 기존 정책과 같습니다.',
          en: 'The name of the policy you are saving is the same as that of an existing policy.',
          ja: '保存しようとしているポリシーの名前が、既存のポリシーと同じです。',
        },
        action: {
          ko: '중복되지 않는 정책 이름으로 바꾸어 저장합니다.',
          en: 'Change the policy name to one that is not already used, and save again.',
          ja: '重複しないポリシー名に変更して保存します。',
        },
      },
      {
        code: 'SM-P502',
        message: {
          ko: 'Approval service unavailable',
          en: 'Approval service unavailable',
          ja: 'Approval service unavailable',
        },
        cause: {
          ko: '승인 요청 실행에서 Approval 결재 요청을 만들지 못했습니다.',
          en: 'The approval request execution could not create an approval request in Approval.',
          ja: '承認依頼の実行で、Approvalの承認依頼を作成できませんでした。',
        },
        action: {
          ko: 'Approval 연동 상태를 확인합니다. 메일은 재시도 큐에서 15분마다 다시 처리됩니다.',
          en: 'Check the Approval integration status. The mail is processed again from the retry queue every 15 minutes.',
          ja: 'Approvalとの連携状態を確認します。メールは再試行キューで15分ごとに再処理されます。',
        },
      },
      {
        code: 'SM-E503',
        message: {ko: 'Policy engine unavailable', en: 'Policy engine unavailable', ja: 'Policy engine unavailable'},
        cause: {
          ko: '정책 엔진(shieldmail-policy)이 멈춰 게이트웨이가 새 메일을 451 4.3.0으로 일시 거부합니다.',
          en: 'The policy engine (shieldmail-policy) has stopped, so the gateway temporarily refuses new mail with 451 4.3.0.',
          ja: 'ポリシーエンジン（shieldmail-policy）が停止しているため、ゲートウェイが新しいメールを451 4.3.0で一時的に拒否します。',
        },
        action: {
          ko: 'smctl status로 상태를 확인하고 shieldmail-policy 서비스를 다시 시작합니다. 발신 서버가 재시도하므로 메일은 유실되지 않습니다.',
          en: 'Check the status with smctl status and restart the shieldmail-policy service. The sending server retries, so no mail is lost.',
          ja: 'smctl statusで状態を確認し、shieldmail-policyサービスを再起動します。送信元のサーバーが再試行するため、メールは失われません。',
        },
      },
      {
        code: 'SM-U503',
        message: {ko: 'Backup storage unavailable', en: 'Backup storage unavailable', ja: 'Backup storage unavailable'},
        cause: {
          ko: '백업 저장소(/var/spool/shieldmail/backup)에 접근할 수 없어 발송 취소를 처리하지 못했습니다.',
          en: 'The backup storage (/var/spool/shieldmail/backup) could not be accessed, so the unsend could not be processed.',
          ja: 'バックアップストレージ（/var/spool/shieldmail/backup）にアクセスできないため、送信取り消しを処理できませんでした。',
        },
        action: {
          ko: '백업 저장소가 마운트되어 있는지 확인한 뒤 발송 취소를 다시 실행합니다.',
          en: 'Check that the backup storage is mounted, and then run the unsend again.',
          ja: 'バックアップストレージがマウントされているかを確認してから、送信取り消しを再実行します。',
        },
      },
      {
        code: 'SM-D404',
        message: {ko: 'TXT 레코드를 찾을 수 없습니다', en: 'TXT record not found', ja: 'TXTレコードが見つかりません'},
        cause: {
          ko: '도메인 검증용 TXT 레코드가 없거나 DNS 전파가 끝나지 않았습니다.',
          en: 'The TXT record for domain verification is missing, or DNS propagation is not complete.',
          ja: 'ドメイン検証用のTXTレコードがないか、DNSの伝播が終わっていません。',
        },
        action: {
          ko: '레코드 이름이 _shieldmail.으로 시작하는지와 DNS 전파 여부를 확인한 뒤 다시 검증합니다.',
          en: 'Check that the record name starts with _shieldmail. and that DNS propagation is complete, and then verify again.',
          ja: 'レコード名が_shieldmail.で始まっているかと、DNSの伝播が終わっているかを確認してから、再検証します。',
        },
      },
      {
        code: 'SM-D409',
        message: {
          ko: '검증 값이 일치하지 않습니다',
          en: 'Verification value does not match',
          ja: '検証値が一致しません',
        },
        cause: {
          ko: 'TXT 레코드의 값이 웹 콘솔에 표시된 검증 값과 다릅니다.',
          en: 'The value of the TXT record differs from the verification value shown in the web console.',
          ja: 'TXTレコードの値が、Webコンソールに表示された検証値と異なります。',
        },
        action: {
          ko: '따옴표 안의 값이 잘리지 않았는지 확인하고 레코드를 고친 뒤 다시 검증합니다.',
          en: 'Check that the value inside the quotation marks was not cut off, fix the record, and verify again.',
          ja: '引用符内の値が途中で切れていないかを確認し、レコードを修正してから再検証します。',
        },
      },
      {
        code: 'SM-W502',
        message: {ko: '데이터를 불러오지 못했습니다', en: 'Failed to load data', ja: 'データを読み込めませんでした'},
        cause: {
          ko: '웹 콘솔이 DB에 연결하지 못했습니다.',
          en: 'The web console could not connect to the DB.',
          ja: 'WebコンソールがDBに接続できませんでした。',
        },
        action: {
          ko: 'smctl status로 DB 서비스 상태와 연결 수를 확인하고, 필요하면 DB를 다시 시작합니다.',
          en: 'Check the DB service status and the number of connections with smctl status, and restart the DB if needed.',
          ja: 'smctl statusでDBサービスの状態と接続数を確認し、必要に応じてDBを再起動します。',
        },
      },
      {
        code: 'SM-L413',
        message: {
          ko: '검색 결과가 너무 많습니다. 조건을 좁혀 주십시오',
          en: 'Too many search results. Narrow the conditions',
          ja: '検索結果が多すぎます。条件を絞り込んでください',
        },
        cause: {
          ko: '로그 검색 결과가 1,000,000건을 넘었습니다.',
          en: 'The log search returned more than 1,000,000 results.',
          ja: 'ログの検索結果が1,000,000件を超えました。',
        },
        action: {
          ko: '기간을 줄이거나 방향과 처리 상태를 지정해 다시 검색합니다.',
          en: 'Shorten the period, or specify the direction and processing status, and search again.',
          ja: '期間を短くするか、方向と処理状態を指定して再検索します。',
        },
      },
      {
        code: 'SM-A400',
        message: {ko: 'Invalid parameter', en: 'Invalid parameter', ja: 'Invalid parameter'},
        cause: {
          ko: 'HTTP 400. 요청 매개변수가 잘못되었습니다. 날짜 형식이 틀렸거나 조회 구간이 90일을 넘습니다.',
          en: 'HTTP 400. A request parameter is invalid: the date format is wrong or the query range is longer than 90 days.',
          ja: 'HTTP 400。リクエストのパラメーターが不正です。日付の形式が誤っているか、検索期間が90日を超えています。',
        },
        action: {
          ko: '날짜 형식(ISO 8601)과 90일 구간 제한을 확인합니다.',
          en: 'Check the date format (ISO 8601) and the 90-day range limit.',
          ja: '日付の形式（ISO 8601）と検索期間の上限（90日）を確認します。',
        },
      },
      {
        code: 'SM-A401',
        message: {ko: 'Invalid API key', en: 'Invalid API key', ja: 'Invalid API key'},
        cause: {
          ko: 'HTTP 401. API 키가 없거나 틀렸거나 만료되었습니다.',
          en: 'HTTP 401. The API key is missing, wrong or expired.',
          ja: 'HTTP 401。APIキーがないか、誤っているか、有効期限が切れています。',
        },
        action: {
          ko: 'X-SM-API-Key 헤더의 키 값과 만료 여부를 확인합니다.',
          en: 'Check the key value in the X-SM-API-Key header and whether the key has expired.',
          ja: 'X-SM-API-Keyヘッダーのキーの値と、有効期限が切れていないかを確認します。',
        },
      },
      {
        code: 'SM-A403',
        message: {ko: 'Client IP not allowed', en: 'Client IP not allowed', ja: 'Client IP not allowed'},
        cause: {
          ko: 'HTTP 403. 호출한 주소가 허용 클라이언트 IP에 없습니다.',
          en: 'HTTP 403. The calling address is not in the allowed client IPs.',
          ja: 'HTTP 403。呼び出し元のアドレスが許可クライアントIPにありません。',
        },
        action: {
          ko: '허용 클라이언트 IP에 주소를 추가합니다. 호출 서버가 NAT 뒤에 있으면 실제로 나가는 IP를 확인합니다.',
          en: 'Add the address to the allowed client IPs. If the calling server is behind NAT, check the IP it actually goes out with.',
          ja: '許可クライアントIPにアドレスを追加します。呼び出し元のサーバーがNATの背後にある場合は、実際に外部へ出るIPを確認します。',
        },
      },
      {
        code: 'SM-A406',
        message: {ko: 'Insufficient scope', en: 'Insufficient scope', ja: 'Insufficient scope'},
        cause: {
          ko: 'HTTP 403. 키의 권한 범위에 호출한 API가 없습니다.',
          en: 'HTTP 403. The API you called is not in the scopes of the key.',
          ja: 'HTTP 403。キーの権限スコープに、呼び出したAPIが含まれていません。',
        },
        action: {
          ko: '키의 권한 범위를 확인하고, 필요하면 알맞은 범위로 키를 새로 발급합니다.',
          en: 'Check the scopes of the key and, if needed, issue a new key with the right scopes.',
          ja: 'キーの権限スコープを確認し、必要に応じて適切なスコープでキーを新たに発行します。',
        },
      },
      {
        code: 'SM-A404',
        message: {ko: 'Resource not found', en: 'Resource not found', ja: 'Resource not found'},
        cause: {
          ko: 'HTTP 404. 요청한 메일 로그나 정책이 없습니다.',
          en: 'HTTP 404. The requested mail log entry or policy does not exist.',
          ja: 'HTTP 404。リクエストしたメールログまたはポリシーが存在しません。',
        },
        action: {
          ko: '메시지 ID의 URL 인코딩과 정책 ID를 확인합니다.',
          en: 'Check the URL encoding of the message ID and the policy ID.',
          ja: 'メッセージIDのURLエンコードとポリシーIDを確認します。',
        },
      },
      {
        code: 'SM-A429',
        message: {ko: 'Rate limit exceeded', en: 'Rate limit exceeded', ja: 'Rate limit exceeded'},
        cause: {
          ko: 'HTTP 429. 키별 분당 호출 한도(기본 600회)를 넘었습니다.',
          en: 'HTTP 429. The per-key rate limit per minute (600 by default) was exceeded.',
          ja: 'HTTP 429。キーごとの1分あたりの呼び出し上限（既定600回）を超えました。',
        },
        action: {
          ko: 'Retry-After 헤더의 초만큼 기다린 뒤 재시도합니다. 자주 나면 size를 1000으로 늘려 호출 횟수를 줄입니다.',
          en: 'Wait the number of seconds in the Retry-After header, and then retry. If it happens often, increase size to 1000 to reduce the number of calls.',
          ja: 'Retry-Afterヘッダーの秒数だけ待ってから再試行します。頻繁に発生する場合は、sizeを1000に増やして呼び出し回数を減らします。',
        },
      },
      {
        code: 'SM-A500',
        message: {ko: 'Internal error', en: 'Internal error', ja: 'Internal error'},
        cause: {
          ko: 'HTTP 500. ShieldMail 내부 오류입니다.',
          en: 'HTTP 500. An internal ShieldMail error occurred.',
          ja: 'HTTP 500。ShieldMailの内部エラーです。',
        },
        action: {
          ko: '요청 시각과 함께 기술지원팀에 문의합니다.',
          en: 'Contact the support team with the time of the request.',
          ja: 'リクエストの時刻を添えて、サポートチームに問い合わせます。',
        },
      },
    ],
  },
  releases: [
    {version: '01.2025', date: '2025-01-21'},
    {version: '07.2024', date: '2024-07-15'},
  ],
  lifecycle: [
    {
      line: {ko: '4.x', en: '4.x', ja: '4.x'},
      released: '2019-05-02',
      endOfSale: '2023-12-31',
      endOfSupport: '2026-12-31',
    },
    {
      line: {ko: '07.2024 릴리스(5.3)', en: '07.2024 release (5.3)', ja: '07.2024リリース（5.3）'},
      released: '2024-07-15',
      endOfSale: '2025-01-21',
      endOfSupport: '2026-07-31',
    },
    {
      line: {ko: '01.2025 릴리스(5.4)', en: '01.2025 release (5.4)', ja: '01.2025リリース（5.4）'},
      released: '2025-01-21',
      endOfSupport: '2027-01-31',
    },
  ],
  ports: [
    {
      port: '25',
      protocol: 'TCP',
      from: {
        ko: '외부 메일 서버, 내부 메일 서버',
        en: 'External mail servers, internal mail server',
        ja: '外部メールサーバー、内部メールサーバー',
      },
      to: {ko: 'ShieldMail 메일 게이트웨이', en: 'ShieldMail mail gateway', ja: 'ShieldMailメールゲートウェイ'},
      purpose: {
        ko: 'SMTP 메일 수신(수신 프록시, 발신 프록시)',
        en: 'SMTP mail reception (inbound proxy, outbound proxy)',
        ja: 'SMTPメールの受信（受信プロキシ、送信プロキシ）',
      },
    },
    {
      port: '25',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 메일 게이트웨이', en: 'ShieldMail mail gateway', ja: 'ShieldMailメールゲートウェイ'},
      to: {
        ko: '내부 릴레이 호스트, 인터넷 수신 서버',
        en: 'Internal relay host, internet receiving servers',
        ja: '内部リレーホスト、インターネットの受信サーバー',
      },
      purpose: {
        ko: '정책 처리 후 메일 전달',
        en: 'Mail delivery after policy processing',
        ja: 'ポリシー処理後のメール配信',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {
        ko: '관리자 PC, API 호출 서버',
        en: 'Administrator PCs, API calling servers',
        ja: '管理者PC、API呼び出し元サーバー',
      },
      to: {ko: 'ShieldMail 웹 콘솔', en: 'ShieldMail web console', ja: 'ShieldMail Webコンソール'},
      purpose: {
        ko: '웹 콘솔(HTTPS)과 REST API',
        en: 'Web console (HTTPS) and REST API',
        ja: 'Webコンソール（HTTPS）とREST API',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 서버', en: 'ShieldMail server', ja: 'ShieldMailサーバー'},
      to: {
        ko: '이중화 상대 ShieldMail 서버',
        en: 'Peer ShieldMail server in the high-availability pair',
        ja: '冗長化ペアの相手側ShieldMailサーバー',
      },
      purpose: {ko: '이중화 설정 동기화', en: 'High-availability settings sync', ja: '冗長化の設定同期'},
    },
    {
      port: '5432',
      protocol: 'TCP',
      from: {ko: '스탠바이 ShieldMail 서버', en: 'Standby ShieldMail server', ja: 'スタンバイShieldMailサーバー'},
      to: {ko: '액티브 ShieldMail 서버', en: 'Active ShieldMail server', ja: 'アクティブShieldMailサーバー'},
      purpose: {
        ko: '내장 PostgreSQL 스트리밍 복제',
        en: 'Embedded PostgreSQL streaming replication',
        ja: '内蔵PostgreSQLのストリーミングレプリケーション',
      },
    },
    {
      port: '8081',
      protocol: 'TCP',
      from: {
        ko: '모니터링 시스템, L4 부하 분산 장비',
        en: 'Monitoring systems, L4 load balancer',
        ja: '監視システム、L4負荷分散装置',
      },
      to: {ko: 'ShieldMail 서버', en: 'ShieldMail server', ja: 'ShieldMailサーバー'},
      purpose: {
        ko: '헬스 체크 URL(/healthz, HTTP)',
        en: 'Health check URL (/healthz, HTTP)',
        ja: 'ヘルスチェックURL(/healthz、HTTP)',
      },
    },
    {
      port: '161',
      protocol: 'UDP',
      from: {ko: 'SNMP 관리 서버', en: 'SNMP management server', ja: 'SNMP管理サーバー'},
      to: {ko: 'ShieldMail 서버', en: 'ShieldMail server', ja: 'ShieldMailサーバー'},
      purpose: {ko: 'SNMP 조회(v2c, v3)', en: 'SNMP queries (v2c, v3)', ja: 'SNMPによる取得（v2c、v3）'},
    },
    {
      port: '162',
      protocol: 'UDP',
      from: {ko: 'ShieldMail 서버', en: 'ShieldMail server', ja: 'ShieldMailサーバー'},
      to: {ko: 'SNMP 관리 서버', en: 'SNMP management server', ja: 'SNMP管理サーバー'},
      purpose: {ko: 'SNMP 트랩', en: 'SNMP traps', ja: 'SNMPトラップ'},
    },
  ],
  values: {
    currentVersion: '5.4.0',
    currentBuild: '5.4.0.2501',
    host: 'mail-gw.example.com',
    consoleUrl: 'https://mail-gw.example.com:8443/console',
    apiBase: 'https://mail-gw.example.com:8443/api/v1',
    healthUrl: {
      ko: 'http://<서버>:8081/healthz',
      en: 'http://<server>:8081/healthz',
      ja: 'http://<サーバー>:8081/healthz',
    },
    cli: 'smctl',
    gatewayService: 'shieldmail-gateway',
    policyService: 'shieldmail-policy',
    converterService: 'shieldmail-converter',
    consoleService: 'shieldmail-console',
    backupPath: '/var/spool/shieldmail/backup',
    logDir: '/var/log/shieldmail',
    mibPath: '/opt/shieldmail/snmp/SHIELDMAIL-MIB.txt',
  },
} satisfies ProductFacts;
