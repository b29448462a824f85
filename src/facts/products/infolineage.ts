import type {ProductFacts} from '../types';

/**
 * InfoLineage has no release notes: the versions are the ones its pages name (features table,
 * API guide, support page); dates other than 2.0.0 (the 2.x line's release in the life-cycle
 * notice) were assigned when the facts were collected and follow the pages' order.
 */
export default {
  id: 'infolineage',
  name: {ko: 'InfoLineage', en: 'InfoLineage', ja: 'InfoLineage'},
  pages: ['docs-infolineage/', 'docs-support/document-security-orchestration/infolineage/'],
  errors: {
    pattern: '\\b(IL-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'IL-4000',
        message: {ko: 'Invalid parameter', en: 'Invalid parameter', ja: 'Invalid parameter'},
        cause: {
          ko: '파라미터 형식이 잘못되었습니다. from·to 누락, 알 수 없는 action·workload, 잘못된 direction·depth·해시 형식이 해당합니다.',
          en: 'A parameter is malformed: from or to is missing, action or workload is unknown, or the direction, depth or hash format is invalid.',
          ja: 'パラメーターの形式が正しくありません。from・toの欠落、不明なaction・workload、不正なdirection・depth・ハッシュ形式が該当します。',
        },
        action: {
          ko: '응답의 details.parameter를 확인하고 요청을 고쳐 다시 보냅니다.',
          en: 'Check details.parameter in the response, correct the request and send it again.',
          ja: 'レスポンスのdetails.parameterを確認し、リクエストを修正して再送信します。',
        },
      },
      {
        code: 'IL-4001',
        message: {ko: 'Time range too large', en: 'Time range too large', ja: 'Time range too large'},
        cause: {
          ko: '이벤트 조회 기간(from–to)이 31일을 넘습니다.',
          en: 'The event query period (from–to) is longer than 31 days.',
          ja: 'イベントの検索期間（from～to）が31日を超えています。',
        },
        action: {
          ko: '기간을 31일 이하로 나누어 조회합니다.',
          en: 'Split the period into ranges of 31 days or less and query each one.',
          ja: '期間を31日以下に分割して検索します。',
        },
      },
      {
        code: 'IL-4002',
        message: {
          ko: 'Invalid or expired cursor',
          en: 'Invalid or expired cursor',
          ja: 'Invalid or expired cursor',
        },
        cause: {
          ko: '커서가 발급 후 30분이 지나 만료되었거나 첫 요청과 조건 파라미터가 달라졌습니다.',
          en: 'The cursor expired 30 minutes after it was issued, or the filter parameters differ from the first request.',
          ja: 'カーソルが発行から30分を過ぎて期限切れになったか、最初のリクエストと条件パラメーターが異なります。',
        },
        action: {
          ko: '커서 없이 처음부터 다시 조회합니다.',
          en: 'Query again from the beginning without a cursor.',
          ja: 'カーソルを指定せずに最初から取得し直します。',
        },
      },
      {
        code: 'IL-4010',
        message: {
          ko: 'Missing or malformed token',
          en: 'Missing or malformed token',
          ja: 'Missing or malformed token',
        },
        cause: {
          ko: 'Authorization 헤더가 없거나 Bearer 형식이 아닙니다.',
          en: 'The Authorization header is missing or is not in Bearer format.',
          ja: 'Authorizationヘッダーがないか、Bearer形式ではありません。',
        },
        action: {
          ko: '요청 코드에서 Authorization: Bearer 액세스 토큰 형식의 헤더를 고칩니다.',
          en: 'Fix the request code so that it sends the header in the form Authorization: Bearer followed by the access token.',
          ja: 'リクエストを送るコードで、ヘッダーを「Authorization: Bearerアクセストークン」の形式に修正します。',
        },
      },
      {
        code: 'IL-4011',
        message: {ko: 'Token expired', en: 'Token expired', ja: 'Token expired'},
        cause: {
          ko: '액세스 토큰이 만료되었습니다(기본 유효 시간 1800초).',
          en: 'The access token has expired (default lifetime 1800 seconds).',
          ja: 'アクセストークンの有効期限が切れています（既定の有効時間は1800秒）。',
        },
        action: {
          ko: '리프레시 토큰으로 갱신하고 원래 요청을 한 번 다시 보냅니다.',
          en: 'Refresh it with the refresh token and send the original request once more.',
          ja: 'リフレッシュトークンで更新し、元のリクエストをもう一度送信します。',
        },
      },
      {
        code: 'IL-4012',
        message: {
          ko: 'Invalid client credentials',
          en: 'Invalid client credentials',
          ja: 'Invalid client credentials',
        },
        cause: {
          ko: '클라이언트 ID나 클라이언트 비밀이 틀렸거나 클라이언트가 비활성화되었습니다.',
          en: 'The client ID or client secret is wrong, or the client is disabled.',
          ja: 'クライアントIDまたはクライアントシークレットが誤っているか、クライアントが無効化されています。',
        },
        action: {
          ko: '관리자에게 클라이언트 상태를 확인하고 필요하면 클라이언트 비밀을 재발급받습니다.',
          en: "Ask the administrator to check the client's status and, if needed, have the client secret reissued.",
          ja: '管理者にクライアントの状態を確認してもらい、必要であればクライアントシークレットを再発行してもらいます。',
        },
      },
      {
        code: 'IL-4013',
        message: {ko: 'Invalid refresh token', en: 'Invalid refresh token', ja: 'Invalid refresh token'},
        cause: {
          ko: '리프레시 토큰이 만료되었거나(기본 14일) 이미 사용되었습니다. 재사용이 감지되면 그 클라이언트의 모든 리프레시 토큰이 폐기됩니다.',
          en: 'The refresh token has expired (default 14 days) or has already been used. When reuse is detected, all refresh tokens of that client are revoked.',
          ja: 'リフレッシュトークンの有効期限が切れている（既定14日）か、すでに使用されています。再利用が検知されると、そのクライアントのすべてのリフレッシュトークンが破棄されます。',
        },
        action: {
          ko: 'client_credentials로 액세스 토큰을 새로 발급합니다.',
          en: 'Issue a new access token with client_credentials.',
          ja: 'client_credentialsでアクセストークンを新たに発行します。',
        },
      },
      {
        code: 'IL-4030',
        message: {ko: 'Insufficient scope', en: 'Insufficient scope', ja: 'Insufficient scope'},
        cause: {
          ko: '토큰에 API가 요구하는 scope(lineage:read, events:read 등)가 없습니다.',
          en: 'The token lacks a scope the API requires (lineage:read, events:read and so on).',
          ja: 'トークンに、APIが要求するscope（lineage:read、events:readなど）がありません。',
        },
        action: {
          ko: '관리자에게 클라이언트 scope 추가를 요청한 뒤 토큰을 새로 발급합니다. 기존 토큰에는 추가된 scope가 반영되지 않습니다.',
          en: 'Ask the administrator to add the scope to the client, then issue a new token. Existing tokens do not receive the added scope.',
          ja: '管理者にクライアントへのscopeの追加を依頼してから、トークンを新たに発行します。既存のトークンには追加されたscopeが反映されません。',
        },
      },
      {
        code: 'IL-4031',
        message: {ko: 'Client IP not allowed', en: 'Client IP not allowed', ja: 'Client IP not allowed'},
        cause: {
          ko: '클라이언트의 허용 IP 목록에 없는 주소에서 호출했습니다.',
          en: "The call came from an address that is not in the client's allowed IP list.",
          ja: 'クライアントの許可IPリストにないアドレスから呼び出しました。',
        },
        action: {
          ko: '호출 서버의 출발지 IP를 설정 > API 클라이언트의 허용 IP에 추가합니다.',
          en: 'Add the source IP of the calling server to Allowed IPs in Settings > API Clients.',
          ja: '呼び出し元サーバーの送信元IPを、設定 > APIクライアントの許可IPに追加します。',
        },
      },
      {
        code: 'IL-4040',
        message: {ko: 'File not found', en: 'File not found', ja: 'File not found'},
        cause: {
          ko: '파일 ID나 해시에 해당하는 파일이 한 번도 수집되지 않았거나 보존 기간이 지나 삭제되었습니다.',
          en: 'No file matching the file ID or hash has ever been collected, or the file was deleted after its retention period.',
          ja: 'ファイルIDまたはハッシュに該当するファイルが一度も収集されていないか、保存期間が過ぎて削除されています。',
        },
        action: {
          ko: '파일 ID·해시 값을 확인하고, 수집 범위는 FAQ의 계보 누락 점검 순서로 확인합니다.',
          en: 'Check the file ID or hash value; check the collection scope with the missing-lineage steps in the FAQ.',
          ja: 'ファイルID・ハッシュ値を確認し、収集範囲はFAQにあるリネージ欠落の点検手順で確認します。',
        },
      },
      {
        code: 'IL-4041',
        message: {ko: 'Event not found', en: 'Event not found', ja: 'Event not found'},
        cause: {
          ko: '이벤트 ID에 해당하는 이벤트가 없습니다. 이벤트 원문의 보존 기간이 지난 경우도 해당합니다.',
          en: 'No event matches the event ID. This includes events whose raw record is past its retention period.',
          ja: 'イベントIDに該当するイベントがありません。イベント原文の保存期間が過ぎた場合も該当します。',
        },
        action: {
          ko: '이벤트 ID를 확인합니다. 보존 기간이 지난 이벤트 원문은 조회할 수 없습니다.',
          en: 'Check the event ID. A raw event past its retention period cannot be retrieved.',
          ja: 'イベントIDを確認します。保存期間が過ぎたイベント原文は取得できません。',
        },
      },
      {
        code: 'IL-4220',
        message: {ko: 'Graph too large', en: 'Graph too large', ja: 'Graph too large'},
        cause: {
          ko: '계보 그래프 노드가 5,000개를 넘습니다.',
          en: 'The lineage graph has more than 5,000 nodes.',
          ja: 'リネージグラフのノードが5,000個を超えています。',
        },
        action: {
          ko: 'depth를 줄이거나 direction을 한쪽으로 지정해 다시 조회합니다.',
          en: 'Reduce depth or set direction to one side, and query again.',
          ja: 'depthを小さくするか、directionを一方向に指定して再度取得します。',
        },
      },
      {
        code: 'IL-4290',
        message: {ko: 'Rate limit exceeded', en: 'Rate limit exceeded', ja: 'Rate limit exceeded'},
        cause: {
          ko: '속도 제한(클라이언트당 분당 600건, /lineage/* 분당 60건, /oauth/token 분당 30건)을 넘었습니다.',
          en: 'The rate limit was exceeded (600 requests per minute per client, 60 per minute for /lineage/*, 30 per minute for /oauth/token).',
          ja: 'レート制限（クライアントあたり毎分600件、/lineage/*は毎分60件、/oauth/tokenは毎分30件）を超えました。',
        },
        action: {
          ko: 'Retry-After 헤더의 시간만큼 기다린 뒤 재시도합니다.',
          en: 'Wait for the time given in the Retry-After header, then retry.',
          ja: 'Retry-Afterヘッダーに示された時間だけ待ってから再試行します。',
        },
      },
      {
        code: 'IL-5000',
        message: {ko: 'Internal error', en: 'Internal error', ja: 'Internal error'},
        cause: {ko: '서버 내부 오류입니다.', en: 'An internal server error occurred.', ja: 'サーバー内部エラーです。'},
        action: {
          ko: '응답의 traceId와 함께 기술지원팀에 문의합니다.',
          en: 'Contact the support team with the traceId from the response.',
          ja: 'レスポンスのtraceIdを添えてサポートチームに問い合わせます。',
        },
      },
      {
        code: 'IL-5030',
        message: {
          ko: 'Lineage engine unavailable',
          en: 'Lineage engine unavailable',
          ja: 'Lineage engine unavailable',
        },
        cause: {
          ko: '계보 엔진(il-lineage-engine)이나 그래프 저장소(il-graph-store)에 연결할 수 없습니다.',
          en: 'The lineage engine (il-lineage-engine) or the graph store (il-graph-store) cannot be reached.',
          ja: 'リネージエンジン（il-lineage-engine）またはグラフストア（il-graph-store）に接続できません。',
        },
        action: {
          ko: '잠시 후 재시도하고, 지속되면 서버에서 sudo ilctl status로 서비스 상태를 확인합니다.',
          en: 'Retry after a while; if the error persists, check the service status on the server with sudo ilctl status.',
          ja: 'しばらくしてから再試行し、解決しない場合はサーバーでsudo ilctl statusを実行してサービスの状態を確認します。',
        },
      },
    ],
  },
  releases: [
    {version: '2.4.2', date: '2025-05-19'},
    {version: '2.3.4', date: '2025-04-14'},
    {version: '2.2.7', date: '2025-03-17'},
    {version: '2.4.0', date: '2024-12-09'},
    {version: '2.3.0', date: '2024-06-17'},
    {version: '2.2.0', date: '2024-01-15'},
    {version: '2.1.0', date: '2023-08-21'},
    {version: '2.0.0', date: '2023-02-01'},
    {version: '1.0.0', date: '2020-10-05'},
  ],
  lifecycle: [
    {line: {ko: '2.x', en: '2.x', ja: '2.x'}, released: '2023-02-01'},
    {
      line: {ko: '1.x', en: '1.x', ja: '1.x'},
      released: '2020-10-05',
      endOfSale: '2023-01-31',
      endOfSupport: '2026-01-31',
    },
  ],
  ports: [
    {
      port: '8600',
      protocol: 'TCP',
      from: {ko: '엔드포인트 에이전트', en: 'Endpoint agent', ja: 'エンドポイントエージェント'},
      to: {ko: '수집기(il-collector)', en: 'Collector (il-collector)', ja: 'コレクター（il-collector）'},
      purpose: {
        ko: '파일 이벤트 전송(HTTPS)',
        en: 'File event delivery (HTTPS)',
        ja: 'ファイルイベントの送信（HTTPS）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: 'M365 수집기(il-m365-collector)',
        en: 'M365 collector (il-m365-collector)',
        ja: 'M365コレクター（il-m365-collector）',
      },
      to: {
        ko: 'manage.office.com, login.microsoftonline.com',
        en: 'manage.office.com, login.microsoftonline.com',
        ja: 'manage.office.com、login.microsoftonline.com',
      },
      purpose: {
        ko: 'Microsoft 365 감사 로그 폴링(아웃바운드)',
        en: 'Microsoft 365 audit log polling (outbound)',
        ja: 'Microsoft 365の監査ログのポーリング（アウトバウンド）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '관리자·조사자 브라우저',
        en: 'Administrator and investigator browsers',
        ja: '管理者・調査担当者のブラウザー',
      },
      to: {ko: '웹 콘솔(il-console)', en: 'Web console (il-console)', ja: 'Webコンソール（il-console）'},
      purpose: {ko: '웹 콘솔 접속(HTTPS)', en: 'Web console access (HTTPS)', ja: 'Webコンソールへのアクセス（HTTPS）'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {
        ko: '웹 콘솔, 외부 연동 시스템',
        en: 'Web console, external integrated systems',
        ja: 'Webコンソール、外部連携システム',
      },
      to: {ko: 'API 서버(il-api)', en: 'API server (il-api)', ja: 'APIサーバー（il-api）'},
      purpose: {
        ko: 'REST API와 토큰 발급(HTTPS)',
        en: 'REST API and token issuance (HTTPS)',
        ja: 'REST APIとトークンの発行（HTTPS）',
      },
    },
    {
      port: '9092',
      protocol: 'TCP',
      from: {ko: '수집기, 계보 엔진', en: 'Collector, lineage engine', ja: 'コレクター、リネージエンジン'},
      to: {ko: '이벤트 큐(il-queue)', en: 'Event queue (il-queue)', ja: 'イベントキュー（il-queue）'},
      purpose: {
        ko: '수집 이벤트 버퍼링(내부 전용)',
        en: 'Buffering of collected events (internal only)',
        ja: '収集イベントのバッファリング（内部専用）',
      },
    },
    {
      port: '7700',
      protocol: 'TCP',
      from: {ko: 'API 서버, 관리자', en: 'API server, administrators', ja: 'APIサーバー、管理者'},
      to: {
        ko: '계보 엔진(il-lineage-engine)',
        en: 'Lineage engine (il-lineage-engine)',
        ja: 'リネージエンジン（il-lineage-engine）',
      },
      purpose: {
        ko: '관리·상태 확인(내부 전용)',
        en: 'Management and status checks (internal only)',
        ja: '管理・状態確認（内部専用）',
      },
    },
    {
      port: '7687',
      protocol: 'TCP',
      from: {ko: '계보 엔진, API 서버', en: 'Lineage engine, API server', ja: 'リネージエンジン、APIサーバー'},
      to: {
        ko: '그래프 저장소(il-graph-store)',
        en: 'Graph store (il-graph-store)',
        ja: 'グラフストア（il-graph-store）',
      },
      purpose: {
        ko: '파일 노드와 관계 저장(내부 전용)',
        en: 'Storage of file nodes and relationships (internal only)',
        ja: 'ファイルノードと関係の保存（内部専用）',
      },
    },
    {
      port: '9200',
      protocol: 'TCP',
      from: {ko: '계보 엔진, API 서버', en: 'Lineage engine, API server', ja: 'リネージエンジン、APIサーバー'},
      to: {ko: '이벤트 색인(il-search)', en: 'Event index (il-search)', ja: 'イベントインデックス（il-search）'},
      purpose: {
        ko: '이벤트 원문 색인과 검색(내부 전용)',
        en: 'Indexing and search of raw events (internal only)',
        ja: 'イベント原文のインデックス作成と検索（内部専用）',
      },
    },
  ],
  values: {
    host: 'lineage.example.com',
    apiBaseUrl: 'https://lineage.example.com:8443/api/v2',
    healthUrl: 'https://lineage.example.com:8443/api/v2/health',
    serverLogDir: '/var/log/infolineage/',
    m365CollectorLog: '/var/log/infolineage/m365-collector.log',
    serviceTool: 'ilctl',
    agentService: 'ILCollectorSvc',
    agentStatusCommand: 'ILCollector.exe --status',
    agentLog: 'C:\\ProgramData\\InfoLineage\\Collector\\logs\\collector.log',
    serverPackage: 'infolineage-server-2.4.2.tar.gz',
    agentPackage: 'ILCollector-2.4.2-x64.msi',
  },
} satisfies ProductFacts;
