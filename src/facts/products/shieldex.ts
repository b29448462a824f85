import type {ProductFacts} from '../types';

/**
 * ShieldEX file exchange, CDR and malware scanning. Source pages: docs-shieldex/api-guide/* (API codes,
 * HTTP status, OAuth error names), docs-shieldex/on-premise-admin-guide/* (console codes),
 * docs-shieldex/main-features/features.md (versions). Causes of API codes start with the HTTP status.
 */
export default {
  id: 'shieldex',
  name: {ko: 'ShieldEX', en: 'ShieldEX', ja: 'ShieldEX'},
  pages: ['docs-shieldex/'],
  errors: {
    pattern: '\\b(EX-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'EX-1001',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The ID or password is incorrect.',
          ja: 'IDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '관리자 콘솔 로그인에서 관리자 ID나 비밀번호가 틀렸습니다.',
          en: 'The admin ID or password entered at admin console sign-in is wrong.',
          ja: '管理コンソールへのログインで、管理者IDまたはパスワードが間違っています。',
        },
        action: {
          ko: '대소문자와 입력 언어를 확인합니다. 연속 실패 횟수(기본 5회)를 넘으면 계정이 잠깁니다.',
          en: 'Check letter case and the input language. The account is locked after too many consecutive failures (5 by default).',
          ja: '大文字と小文字、入力言語を確認します。連続失敗回数（既定5回）を超えるとアカウントがロックされます。',
        },
      },
      {
        code: 'EX-1002',
        message: {
          ko: '인증 코드가 올바르지 않습니다.',
          en: 'The verification code is incorrect.',
          ja: '認証コードが正しくありません。',
        },
        cause: {
          ko: '2단계 인증의 TOTP 코드가 틀렸거나 휴대폰 시각이 맞지 않습니다.',
          en: "The TOTP code for two-factor authentication is wrong, or the phone's clock is off.",
          ja: '2段階認証のTOTPコードが間違っているか、携帯電話の時刻がずれています。',
        },
        action: {
          ko: '휴대폰 시간이 자동 설정인지 확인합니다. 인증 앱을 잃어버렸다면 복구 코드를 입력합니다.',
          en: "Check that the phone's time is set automatically. If you lost the authenticator app, enter a recovery code.",
          ja: '携帯電話の時刻が自動設定になっているか確認します。認証アプリを紛失した場合は、リカバリーコードを入力します。',
        },
      },
      {
        code: 'EX-1003',
        message: {
          ko: '로그인 실패 횟수를 초과하여 계정이 잠겼습니다.',
          en: 'The account is locked because of too many failed sign-in attempts.',
          ja: 'ログインの失敗回数を超えたため、アカウントがロックされました。',
        },
        cause: {
          ko: '비밀번호나 인증 코드를 허용 횟수(기본 5회) 넘게 연속으로 틀렸습니다.',
          en: 'The password or verification code was entered wrongly more times in a row than allowed (5 by default).',
          ja: 'パスワードまたは認証コードを、許容回数（既定5回）を超えて連続で間違えました。',
        },
        action: {
          ko: '잠금 시간(기본 30분)이 지나면 자동으로 풀립니다. 급하면 다른 최고 관리자가 관리자 설정 > 관리자 계정에서 잠금을 해제합니다.',
          en: 'The lock is released automatically after the lockout time (30 minutes by default). If it is urgent, another super administrator unlocks the account in Admin Settings > Admin Accounts.',
          ja: 'ロック時間（既定30分）が過ぎると自動的に解除されます。急ぐ場合は、別のスーパー管理者が「管理者設定 > 管理者アカウント」でロックを解除します。',
        },
      },
      {
        code: 'EX-1004',
        message: {
          ko: '허용되지 않은 IP 주소에서 접속했습니다.',
          en: 'Access from an IP address that is not allowed.',
          ja: '許可されていないIPアドレスからアクセスしました。',
        },
        cause: {
          ko: '접속한 PC의 IP가 관리자 설정 > 접속 허용 IP에 없습니다.',
          en: 'The IP of the PC is not in Admin Settings > Allowed IPs.',
          ja: 'アクセスしたPCのIPが「管理者設定 > アクセス許可IP」に登録されていません。',
        },
        action: {
          ko: '접속 허용 IP 등록을 최고 관리자에게 요청합니다.',
          en: 'Ask a super administrator to register the IP as an allowed IP.',
          ja: 'アクセス許可IPへの登録をスーパー管理者に依頼します。',
        },
      },
      {
        code: 'EX-1010',
        message: {
          ko: '최소 한 명의 최고 관리자가 필요합니다.',
          en: 'At least one super administrator is required.',
          ja: '少なくとも1人のスーパー管理者が必要です。',
        },
        cause: {
          ko: '마지막 최고 관리자의 역할을 바꾸거나 계정을 비활성화하려고 했습니다.',
          en: 'You tried to change the role of the last super administrator or deactivate that account.',
          ja: '最後のスーパー管理者のロールを変更しようとしたか、そのアカウントを無効化しようとしました。',
        },
        action: {
          ko: '다른 최고 관리자를 먼저 만든 뒤 변경합니다.',
          en: 'Create another super administrator first, and then make the change.',
          ja: '先に別のスーパー管理者を作成してから変更します。',
        },
      },
      {
        code: 'EX-2001',
        message: {
          ko: '저장 경로에 쓸 수 없습니다.',
          en: 'Cannot write to the storage path.',
          ja: '保存パスに書き込めません。',
        },
        cause: {
          ko: '서비스 설정의 저장 경로가 마운트되어 있지 않거나 shieldex 계정에 쓰기 권한이 없습니다.',
          en: 'The storage path in the service settings is not mounted, or the shieldex account has no write permission.',
          ja: 'サービス設定の保存パスがマウントされていないか、shieldexアカウントに書き込み権限がありません。',
        },
        action: {
          ko: '경로의 소유자와 권한을 shieldex 계정으로 맞춥니다.',
          en: 'Set the owner and permissions of the path to the shieldex account.',
          ja: 'パスの所有者と権限をshieldexアカウントに合わせます。',
        },
      },
      {
        code: 'EX-4000',
        message: {
          ko: '요청 형식이 올바르지 않습니다.',
          en: 'The request format is invalid.',
          ja: 'リクエストの形式が正しくありません。',
        },
        cause: {
          ko: 'HTTP 400(토큰 엔드포인트는 OAuth 오류 invalid_request). 필수 필드나 Content-Type이 잘못되었거나, multipart 형식이나 options JSON 문법이 틀렸습니다.',
          en: 'HTTP 400 (OAuth error invalid_request at the token endpoint). A required field or the Content-Type is wrong, or the multipart format or the options JSON syntax is invalid.',
          ja: 'HTTP 400（トークンエンドポイントではOAuthエラーinvalid_request）。必須フィールドまたはContent-Typeが誤っているか、multipartの形式またはoptionsのJSON構文が間違っています。',
        },
        action: {
          ko: '필수 필드, Content-Type, options 파트의 JSON 문법을 확인합니다.',
          en: 'Check the required fields, the Content-Type and the JSON syntax of the options part.',
          ja: '必須フィールド、Content-Type、optionsパートのJSON構文を確認します。',
        },
      },
      {
        code: 'EX-4001',
        message: {
          ko: '필수 파라미터가 없습니다.',
          en: 'A required parameter is missing.',
          ja: '必須パラメーターがありません。',
        },
        cause: {
          ko: 'HTTP 400. file 파트나 sha256 같은 필수 파라미터가 없습니다.',
          en: 'HTTP 400. A required parameter such as the file part or sha256 is missing.',
          ja: 'HTTP 400。fileパートやsha256などの必須パラメーターがありません。',
        },
        action: {
          ko: '해당 API 문서의 요청 표에서 필수 항목을 확인합니다.',
          en: "Check the required items in the request table of the API's page.",
          ja: '該当するAPIドキュメントのリクエストの表で必須項目を確認します。',
        },
      },
      {
        code: 'EX-4002',
        message: {
          ko: '파라미터 값이 허용 범위를 벗어났습니다.',
          en: 'A parameter value is out of the allowed range.',
          ja: 'パラメーターの値が許容範囲外です。',
        },
        cause: {
          ko: 'HTTP 400. output_format, on_suspicious, 엔진 ID, wait_seconds, limit 같은 값이 허용 범위를 벗어났거나, sandbox 엔진과 sync 모드를 함께 지정했거나, 해시·시각 형식이 틀렸습니다.',
          en: 'HTTP 400. A value such as output_format, on_suspicious, an engine ID, wait_seconds or limit is out of range, the sandbox engine was combined with sync mode, or a hash or time format is wrong.',
          ja: 'HTTP 400。output_format、on_suspicious、エンジンID、wait_seconds、limitなどの値が許容範囲外であるか、sandboxエンジンとsyncモードを同時に指定したか、ハッシュまたは時刻の形式が間違っています。',
        },
        action: {
          ko: '해당 API 문서의 허용 값을 확인합니다. sandbox 엔진은 비동기(async)로만 요청합니다.',
          en: "Check the allowed values on the API's page. Request the sandbox engine only asynchronously (async).",
          ja: '該当するAPIドキュメントで許容値を確認します。sandboxエンジンは非同期（async）でのみリクエストします。',
        },
      },
      {
        code: 'EX-4003',
        message: {
          ko: '지원하지 않는 grant_type입니다.',
          en: 'Unsupported grant_type.',
          ja: 'サポートされていないgrant_typeです。',
        },
        cause: {
          ko: 'HTTP 400, OAuth 오류 unsupported_grant_type. 토큰 요청의 grant_type이 client_credentials가 아닙니다.',
          en: 'HTTP 400, OAuth error unsupported_grant_type. The grant_type of the token request is not client_credentials.',
          ja: 'HTTP 400、OAuthエラーunsupported_grant_type。トークンリクエストのgrant_typeがclient_credentialsではありません。',
        },
        action: {
          ko: 'grant_type에 client_credentials를 지정합니다.',
          en: 'Set grant_type to client_credentials.',
          ja: 'grant_typeにclient_credentialsを指定します。',
        },
      },
      {
        code: 'EX-4004',
        message: {ko: '허용되지 않은 scope입니다.', en: 'The scope is not allowed.', ja: '許可されていないscopeです。'},
        cause: {
          ko: 'HTTP 400, OAuth 오류 invalid_scope. 클라이언트에 허용되지 않은 권한 범위를 요청했습니다.',
          en: 'HTTP 400, OAuth error invalid_scope. A scope not allowed for the client was requested.',
          ja: 'HTTP 400、OAuthエラーinvalid_scope。クライアントに許可されていない権限範囲を要求しました。',
        },
        action: {
          ko: '클라이언트에 허용된 범위만 요청합니다.',
          en: 'Request only the scopes allowed for the client.',
          ja: 'クライアントに許可された範囲のみを要求します。',
        },
      },
      {
        code: 'EX-4010',
        message: {
          ko: '액세스 토큰이 없거나 유효하지 않습니다.',
          en: 'The access token is missing or invalid.',
          ja: 'アクセストークンがないか、無効です。',
        },
        cause: {
          ko: 'HTTP 401. Authorization 헤더가 없거나 토큰이 유효하지 않습니다. WWW-Authenticate 헤더가 함께 옵니다.',
          en: 'HTTP 401. The Authorization header is missing or the token is invalid. A WWW-Authenticate header is returned with it.',
          ja: 'HTTP 401。Authorizationヘッダーがないか、トークンが無効です。WWW-Authenticateヘッダーも返されます。',
        },
        action: {
          ko: 'Authorization: Bearer 헤더 형식을 확인합니다.',
          en: 'Check the format of the Authorization: Bearer header.',
          ja: 'Authorization: Bearerヘッダーの形式を確認します。',
        },
      },
      {
        code: 'EX-4011',
        message: {
          ko: '액세스 토큰이 만료되었습니다.',
          en: 'The access token has expired.',
          ja: 'アクセストークンの有効期限が切れました。',
        },
        cause: {
          ko: 'HTTP 401. 액세스 토큰의 유효 시간(기본 3,600초)이 지났습니다.',
          en: 'HTTP 401. The lifetime of the access token (3,600 seconds by default) has passed.',
          ja: 'HTTP 401。アクセストークンの有効時間（既定3,600秒）が過ぎました。',
        },
        action: {
          ko: '새 토큰을 받아 한 번만 재시도합니다. 재시도에서도 인증 오류가 나면 관리자에게 클라이언트 상태를 확인합니다.',
          en: 'Get a new token and retry only once. If the retry also fails with an authentication error, ask the administrator to check the client status.',
          ja: '新しいトークンを取得して1回だけ再試行します。再試行でも認証エラーになる場合は、管理者にクライアントの状態を確認します。',
        },
      },
      {
        code: 'EX-4012',
        message: {
          ko: '클라이언트 인증에 실패했습니다.',
          en: 'Client authentication failed.',
          ja: 'クライアント認証に失敗しました。',
        },
        cause: {
          ko: 'HTTP 401, OAuth 오류 invalid_client. client_id나 client_secret이 틀렸거나 비밀 키가 재발급되었습니다.',
          en: 'HTTP 401, OAuth error invalid_client. The client_id or client_secret is wrong, or the secret has been reissued.',
          ja: 'HTTP 401、OAuthエラーinvalid_client。client_idまたはclient_secretが間違っているか、シークレットが再発行されています。',
        },
        action: {
          ko: 'client_id와 client_secret을 확인하고, 비밀 키가 재발급되었는지 관리자에게 확인합니다.',
          en: 'Check the client_id and client_secret, and ask the administrator whether the secret has been reissued.',
          ja: 'client_idとclient_secretを確認し、シークレットが再発行されていないか管理者に確認します。',
        },
      },
      {
        code: 'EX-4030',
        message: {
          ko: '이 작업에 필요한 권한 범위가 없습니다.',
          en: 'The scope required for this operation is missing.',
          ja: 'この操作に必要な権限範囲がありません。',
        },
        cause: {
          ko: 'HTTP 403. 토큰에 API가 요구하는 scope(cdr:write, scan:write, job:read, file:read)가 없습니다. 검사 API는 scan:write와 cdr:write가 모두 필요합니다.',
          en: 'HTTP 403. The token lacks the scope the API requires (cdr:write, scan:write, job:read, file:read). The Scan API requires both scan:write and cdr:write.',
          ja: 'HTTP 403。トークンに、APIが要求するscope（cdr:write、scan:write、job:read、file:read）がありません。スキャンAPIにはscan:writeとcdr:writeの両方が必要です。',
        },
        action: {
          ko: '필요한 scope를 포함해 토큰을 다시 발급받습니다.',
          en: 'Get a new token that includes the required scope.',
          ja: '必要なscopeを含めてトークンを再発行します。',
        },
      },
      {
        code: 'EX-4031',
        message: {
          ko: '허용되지 않은 IP 주소입니다.',
          en: 'The IP address is not allowed.',
          ja: '許可されていないIPアドレスです。',
        },
        cause: {
          ko: 'HTTP 403, OAuth 오류 access_denied. 호출한 서버의 IP가 API 클라이언트의 허용 IP에 없습니다.',
          en: "HTTP 403, OAuth error access_denied. The IP of the calling server is not among the API client's allowed IPs.",
          ja: 'HTTP 403、OAuthエラーaccess_denied。呼び出し元サーバーのIPが、APIクライアントの許可IPに登録されていません。',
        },
        action: {
          ko: '관리자에게 서비스 설정 > API 키의 허용 IP 등록을 요청합니다.',
          en: 'Ask the administrator to register the IP under allowed IPs in Service Settings > API Keys.',
          ja: '「サービス設定 > APIキー」の許可IPへの登録を管理者に依頼します。',
        },
      },
      {
        code: 'EX-4032',
        message: {ko: '비활성화된 API 키입니다.', en: 'The API key is deactivated.', ja: '無効化されたAPIキーです。'},
        cause: {
          ko: 'HTTP 403, OAuth 오류 unauthorized_client. API 클라이언트의 상태가 비활성화입니다.',
          en: 'HTTP 403, OAuth error unauthorized_client. The status of the API client is Deactivated.',
          ja: 'HTTP 403、OAuthエラーunauthorized_client。APIクライアントの状態が「無効」です。',
        },
        action: {
          ko: '관리자에게 클라이언트 상태 확인을 요청합니다.',
          en: 'Ask the administrator to check the client status.',
          ja: 'クライアントの状態の確認を管理者に依頼します。',
        },
      },
      {
        code: 'EX-4040',
        message: {ko: '작업을 찾을 수 없습니다.', en: 'The job was not found.', ja: 'ジョブが見つかりません。'},
        cause: {
          ko: 'HTTP 404. job_id가 틀렸거나, 다른 클라이언트의 작업이거나, 처리 이력 보관 기간(기본 400일)이 지났습니다.',
          en: 'HTTP 404. The job_id is wrong, the job belongs to another client, or the processing history retention period (400 days by default) has passed.',
          ja: 'HTTP 404。job_idが間違っているか、別のクライアントのジョブであるか、処理履歴の保存期間（既定400日）が過ぎています。',
        },
        action: {
          ko: 'job_id와 호출한 클라이언트를 확인합니다.',
          en: 'Check the job_id and the calling client.',
          ja: 'job_idと呼び出し元のクライアントを確認します。',
        },
      },
      {
        code: 'EX-4041',
        message: {
          ko: '결과 파일의 보관 기간이 지났습니다.',
          en: 'The retention period of the result file has passed.',
          ja: '結果ファイルの保存期間が過ぎました。',
        },
        cause: {
          ko: 'HTTP 404. 결과 파일 보관 기간(기본 24시간)이 지나 파일이 삭제되었고 작업 상태가 EXPIRED입니다.',
          en: 'HTTP 404. The result file retention period (24 hours by default) has passed, the file has been deleted and the job status is EXPIRED.',
          ja: 'HTTP 404。結果ファイルの保存期間（既定24時間）が過ぎたためファイルが削除され、ジョブの状態がEXPIREDになっています。',
        },
        action: {
          ko: '원본으로 새 작업을 요청합니다. 보관 기간 연장은 관리자에게 요청합니다.',
          en: 'Request a new job with the original. Ask the administrator if you need a longer retention period.',
          ja: '原本で新しいジョブをリクエストします。保存期間の延長は管理者に依頼します。',
        },
      },
      {
        code: 'EX-4042',
        message: {ko: '정책을 찾을 수 없습니다.', en: 'The policy was not found.', ja: 'ポリシーが見つかりません。'},
        cause: {
          ko: 'HTTP 404. policy_id의 철자나 대소문자가 틀렸거나 비활성화된 정책입니다.',
          en: 'HTTP 404. The spelling or case of policy_id is wrong, or the policy is deactivated.',
          ja: 'HTTP 404。policy_idのつづりや大文字と小文字が間違っているか、無効化されたポリシーです。',
        },
        action: {
          ko: 'GET /api/v2/cdr/policies로 사용할 수 있는 정책 ID를 확인합니다.',
          en: 'Check the available policy IDs with GET /api/v2/cdr/policies.',
          ja: 'GET /api/v2/cdr/policiesで、使用できるポリシーIDを確認します。',
        },
      },
      {
        code: 'EX-4090',
        message: {
          ko: '작업이 아직 완료되지 않았습니다.',
          en: 'The job is not complete yet.',
          ja: 'ジョブはまだ完了していません。',
        },
        cause: {
          ko: 'HTTP 409. 작업 상태가 QUEUED 또는 PROCESSING인데 결과 파일을 요청했습니다.',
          en: 'HTTP 409. The result file was requested while the job status is QUEUED or PROCESSING.',
          ja: 'HTTP 409。ジョブの状態がQUEUEDまたはPROCESSINGのときに結果ファイルを要求しました。',
        },
        action: {
          ko: 'Retry-After 헤더만큼 기다린 뒤 재시도하거나 콜백을 기다립니다.',
          en: 'Wait for the time in the Retry-After header and retry, or wait for the callback.',
          ja: 'Retry-Afterヘッダーの時間だけ待ってから再試行するか、コールバックを待ちます。',
        },
      },
      {
        code: 'EX-4091',
        message: {
          ko: '다운로드할 수 있는 결과 파일이 없습니다.',
          en: 'There is no result file to download.',
          ja: 'ダウンロードできる結果ファイルがありません。',
        },
        cause: {
          ko: 'HTTP 409. 악성코드 탐지, 정책 차단, 처리 실패로 결과 파일이 만들어지지 않았거나 MALWARE_SCAN 작업입니다.',
          en: 'HTTP 409. No result file was created because of malware detection, a policy block or a processing failure, or the job is a MALWARE_SCAN job.',
          ja: 'HTTP 409。マルウェアの検知、ポリシーによるブロック、処理の失敗により結果ファイルが作成されなかったか、MALWARE_SCANジョブです。',
        },
        action: {
          ko: 'details.result_code로 이유를 확인합니다.',
          en: 'Check the reason in details.result_code.',
          ja: 'details.result_codeで理由を確認します。',
        },
      },
      {
        code: 'EX-4130',
        message: {
          ko: '파일 크기가 최대 허용 크기를 초과했습니다.',
          en: 'The file size exceeds the maximum allowed size.',
          ja: 'ファイルサイズが最大許容サイズを超えています。',
        },
        cause: {
          ko: 'HTTP 413. 파일이 서비스 설정의 최대 파일 크기(기본 500 MB)를 넘습니다.',
          en: 'HTTP 413. The file exceeds the maximum file size in the service settings (500 MB by default).',
          ja: 'HTTP 413。ファイルがサービス設定の最大ファイルサイズ（既定500MB）を超えています。',
        },
        action: {
          ko: '관리자 설정의 최대 파일 크기를 확인합니다.',
          en: 'Check the maximum file size set by the administrator.',
          ja: '管理者が設定した最大ファイルサイズを確認します。',
        },
      },
      {
        code: 'EX-4150',
        message: {
          ko: '지원하지 않는 파일 형식입니다.',
          en: 'Unsupported file type.',
          ja: 'サポートされていないファイル形式です。',
        },
        cause: {
          ko: 'HTTP 415. 파일 구조로 판단한 형식이 CDR 지원 형식이 아니고, 정책의 지원하지 않는 형식 처리가 차단입니다.',
          en: "HTTP 415. The type determined from the file structure is not supported by CDR, and the policy's handling of unsupported types is Block.",
          ja: 'HTTP 415。ファイル構造から判定した形式がCDRのサポート形式ではなく、ポリシーで非対応の形式の処理が「ブロック」に設定されています。',
        },
        action: {
          ko: 'details.detected_type을 확인합니다. 업무상 필요한 형식은 관리자가 정책에서 처리 방식을 바꿉니다.',
          en: 'Check details.detected_type. For types needed for work, the administrator changes the handling in the policy.',
          ja: 'details.detected_typeを確認します。業務上必要な形式は、管理者がポリシーで処理方法を変更します。',
        },
      },
      {
        code: 'EX-4160',
        message: {
          ko: '요청한 범위가 파일 크기를 벗어났습니다.',
          en: 'The requested range is outside the file size.',
          ja: '要求された範囲がファイルサイズを超えています。',
        },
        cause: {
          ko: 'HTTP 416. 파일 다운로드의 Range 헤더가 결과 파일 크기를 벗어났습니다.',
          en: 'HTTP 416. The Range header of the file download exceeds the size of the result file.',
          ja: 'HTTP 416。ファイルダウンロードのRangeヘッダーが結果ファイルのサイズを超えています。',
        },
        action: {ko: 'Range 값을 확인합니다.', en: 'Check the Range value.', ja: 'Rangeの値を確認します。'},
      },
      {
        code: 'EX-4220',
        message: {
          ko: '콜백 URL이 허용되지 않습니다.',
          en: 'The callback URL is not allowed.',
          ja: 'コールバックURLが許可されていません。',
        },
        cause: {
          ko: 'HTTP 422. callback_url이 HTTPS가 아니거나 도메인이 API 클라이언트의 콜백 허용 도메인에 없습니다.',
          en: "HTTP 422. The callback_url is not HTTPS, or its domain is not among the API client's allowed callback domains.",
          ja: 'HTTP 422。callback_urlがHTTPSではないか、ドメインがAPIクライアントのコールバック許可ドメインに登録されていません。',
        },
        action: {
          ko: '콜백 주소의 도메인을 서비스 설정 > API 키의 콜백 허용 도메인에 추가합니다.',
          en: 'Add the domain of the callback address to the allowed callback domains in Service Settings > API Keys.',
          ja: 'コールバックアドレスのドメインを、「サービス設定 > APIキー」のコールバック許可ドメインに追加します。',
        },
      },
      {
        code: 'EX-4290',
        message: {
          ko: '요청 한도를 초과했습니다.',
          en: 'The request limit was exceeded.',
          ja: 'リクエストの上限を超えました。',
        },
        cause: {
          ko: 'HTTP 429(토큰 엔드포인트는 OAuth 오류 slow_down). 클라이언트별 분당 요청 한도(기본 600회, 토큰 엔드포인트 60회)를 넘었습니다.',
          en: 'HTTP 429 (OAuth error slow_down at the token endpoint). The per-client requests-per-minute limit (600 by default, 60 for the token endpoint) was exceeded.',
          ja: 'HTTP 429（トークンエンドポイントではOAuthエラーslow_down）。クライアントごとの1分あたりのリクエスト上限（既定600回、トークンエンドポイントは60回）を超えました。',
        },
        action: {
          ko: 'Retry-After 헤더의 초만큼 기다린 뒤 재시도합니다. 폴링이 많으면 간격을 늘리거나 콜백을 사용합니다.',
          en: 'Wait for the number of seconds in the Retry-After header and retry. If you poll a lot, increase the interval or use callbacks.',
          ja: 'Retry-Afterヘッダーの秒数だけ待ってから再試行します。ポーリングが多い場合は、間隔を広げるかコールバックを使用します。',
        },
      },
      {
        code: 'EX-5000',
        message: {ko: '내부 오류가 발생했습니다.', en: 'An internal error occurred.', ja: '内部エラーが発生しました。'},
        cause: {
          ko: 'HTTP 500, OAuth 오류 server_error. 예상하지 못한 서버 오류입니다.',
          en: 'HTTP 500, OAuth error server_error. An unexpected server error.',
          ja: 'HTTP 500、OAuthエラーserver_error。予期しないサーバーエラーです。',
        },
        action: {
          ko: 'request_id와 함께 기술지원팀에 문의합니다.',
          en: 'Contact the support team with the request_id.',
          ja: 'request_idを添えてサポートチームに問い合わせます。',
        },
      },
      {
        code: 'EX-5030',
        message: {
          ko: '처리 대기열이 가득 찼습니다.',
          en: 'The processing queue is full.',
          ja: '処理キューがいっぱいです。',
        },
        cause: {
          ko: 'HTTP 503. 처리 대기열이 최대 크기(기본 10,000건)에 도달했습니다.',
          en: 'HTTP 503. The processing queue has reached its maximum size (10,000 jobs by default).',
          ja: 'HTTP 503。処理キューが最大サイズ（既定10,000件）に達しました。',
        },
        action: {
          ko: 'Retry-After 헤더의 초만큼 기다린 뒤 재시도합니다. 계속되면 관리자가 워커 수를 늘리거나 서버를 증설합니다.',
          en: 'Wait for the number of seconds in the Retry-After header and retry. If it continues, the administrator increases the number of workers or adds servers.',
          ja: 'Retry-Afterヘッダーの秒数だけ待ってから再試行します。解消しない場合は、管理者がワーカー数を増やすかサーバーを増設します。',
        },
      },
      {
        code: 'EX-5031',
        message: {
          ko: '검사 엔진을 사용할 수 없습니다.',
          en: 'The scan engine is unavailable.',
          ja: 'スキャンエンジンを使用できません。',
        },
        cause: {
          ko: 'HTTP 503. details.engine의 검사 엔진 서비스가 멈췄거나 UNAVAILABLE 상태입니다.',
          en: 'HTTP 503. The scan engine service in details.engine has stopped or is UNAVAILABLE.',
          ja: 'HTTP 503。details.engineのスキャンエンジンサービスが停止しているか、UNAVAILABLE状態です。',
        },
        action: {
          ko: '해당 엔진을 빼고 다시 요청하거나 관리자에게 문의합니다.',
          en: 'Request again without that engine, or contact the administrator.',
          ja: 'そのエンジンを除いて再度リクエストするか、管理者に問い合わせます。',
        },
      },
      {
        code: 'EX-6001',
        message: {
          ko: '콜백 주소에 연결할 수 없습니다.',
          en: 'Cannot connect to the callback address.',
          ja: 'コールバックアドレスに接続できません。',
        },
        cause: {
          ko: '콜백 전달 실패. DNS, 방화벽, 경로 문제로 callback_url에 연결하지 못했습니다. 재시도합니다.',
          en: 'Callback delivery failure. The callback_url could not be reached because of a DNS, firewall or routing problem. Delivery is retried.',
          ja: 'コールバックの配信失敗。DNS、ファイアウォール、経路の問題によりcallback_urlに接続できませんでした。再試行されます。',
        },
        action: {
          ko: 'DNS, 방화벽, ShieldEX 서버에서 나가는 경로를 확인합니다.',
          en: 'Check DNS, the firewall and the outbound route from the ShieldEX server.',
          ja: 'DNS、ファイアウォール、ShieldEXサーバーからの送信経路を確認します。',
        },
      },
      {
        code: 'EX-6002',
        message: {
          ko: 'TLS 인증서를 검증할 수 없습니다.',
          en: 'The TLS certificate cannot be verified.',
          ja: 'TLS証明書を検証できません。',
        },
        cause: {
          ko: '콜백 전달 실패. 콜백 엔드포인트의 인증서가 만료되었거나, 체인이 빠졌거나, 호스트 이름이 다릅니다. 재시도합니다.',
          en: "Callback delivery failure. The callback endpoint's certificate has expired, its chain is incomplete or the host name differs. Delivery is retried.",
          ja: 'コールバックの配信失敗。コールバックエンドポイントの証明書の有効期限が切れているか、チェーンが欠けているか、ホスト名が異なります。再試行されます。',
        },
        action: {
          ko: '인증서 만료, 체인 누락, 호스트 이름 불일치를 확인합니다.',
          en: 'Check for certificate expiry, a missing chain or a host name mismatch.',
          ja: '証明書の有効期限切れ、チェーンの欠落、ホスト名の不一致を確認します。',
        },
      },
      {
        code: 'EX-6003',
        message: {
          ko: '응답 시간이 10초를 초과했습니다.',
          en: 'The response time exceeded 10 seconds.',
          ja: '応答時間が10秒を超えました。',
        },
        cause: {
          ko: '콜백 전달 실패. 콜백 엔드포인트가 10초 안에 응답하지 않았습니다. 재시도합니다.',
          en: 'Callback delivery failure. The callback endpoint did not respond within 10 seconds. Delivery is retried.',
          ja: 'コールバックの配信失敗。コールバックエンドポイントが10秒以内に応答しませんでした。再試行されます。',
        },
        action: {
          ko: '응답을 먼저 보내고 무거운 처리는 비동기로 수행합니다.',
          en: 'Send the response first and do heavy processing asynchronously.',
          ja: '先に応答を返し、重い処理は非同期で実行します。',
        },
      },
      {
        code: 'EX-6004',
        message: {
          ko: '2xx가 아닌 응답을 받았습니다.',
          en: 'A non-2xx response was received.',
          ja: '2xx以外の応答を受信しました。',
        },
        cause: {
          ko: '콜백 전달 실패. 콜백 엔드포인트가 2xx가 아닌 상태 코드로 응답했습니다. 408, 429, 5xx는 재시도하고, 410은 즉시 중단하며, 그 밖의 4xx는 한 번 더 시도한 뒤 중단합니다.',
          en: 'Callback delivery failure. The callback endpoint responded with a non-2xx status code. 408, 429 and 5xx are retried, 410 stops delivery immediately, and other 4xx codes are tried once more and then stopped.',
          ja: 'コールバックの配信失敗。コールバックエンドポイントが2xx以外のステータスコードで応答しました。408、429、5xxは再試行され、410は直ちに中止され、その他の4xxはもう1回試行した後に中止されます。',
        },
        action: {
          ko: '콜백 엔드포인트 로그를 확인합니다. 서명 검증 실패로 401을 반환하는지 점검합니다.',
          en: "Check the callback endpoint's log. See whether it returns 401 because signature verification fails.",
          ja: 'コールバックエンドポイントのログを確認します。署名の検証失敗により401を返していないかを点検します。',
        },
      },
      {
        code: 'EX-6005',
        message: {
          ko: '콜백 허용 도메인이 아닙니다.',
          en: 'The domain is not an allowed callback domain.',
          ja: 'コールバック許可ドメインではありません。',
        },
        cause: {
          ko: '콜백 전달 실패. 요청 후 콜백 허용 도메인에서 해당 도메인이 삭제되었습니다. 재시도하지 않습니다.',
          en: 'Callback delivery failure. The domain was removed from the allowed callback domains after the request. Delivery is not retried.',
          ja: 'コールバックの配信失敗。リクエスト後に、そのドメインがコールバック許可ドメインから削除されました。再試行されません。',
        },
        action: {
          ko: '관리자에게 콜백 허용 도메인 설정을 확인합니다.',
          en: 'Ask the administrator to check the allowed callback domain settings.',
          ja: 'コールバック許可ドメインの設定を管理者に確認します。',
        },
      },
      {
        code: 'EX-7001',
        message: {
          ko: '메일 서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the mail server.',
          ja: 'メールサーバーに接続できません。',
        },
        cause: {
          ko: '예약 보고서나 알림 메일 발송에서 서비스 설정 > 알림 메일의 SMTP 서버에 연결하지 못했습니다.',
          en: 'When sending a scheduled report or notification mail, the SMTP server in Service Settings > Notification Mail could not be reached.',
          ja: 'スケジュールレポートや通知メールの送信時に、「サービス設定 > 通知メール」のSMTPサーバーに接続できませんでした。',
        },
        action: {
          ko: '메일 서버 설정과 방화벽을 점검하고 테스트 메일 보내기로 확인합니다.',
          en: 'Check the mail server settings and the firewall, and verify with Send Test Mail.',
          ja: 'メールサーバーの設定とファイアウォールを点検し、「テストメール送信」で確認します。',
        },
      },
    ],
  },
  releases: [
    {version: '2.5.0', date: '2025-05-19'},
    {version: '2.4.0', date: '2024-11-11'},
    {version: '2.3.0', date: '2024-05-13'},
    {version: '2.2.0', date: '2023-11-06'},
    {version: '2.1.0', date: '2023-05-08'},
    {version: '2.0.0', date: '2022-11-07'},
    {version: '1.0.0', date: '2020-10-05'},
  ],
  lifecycle: [{line: {ko: '2.x', en: '2.x', ja: '2.x'}, released: '2022-11-07'}],
  values: {
    host: 'shieldex.example.com',
    portalUrl: 'https://shieldex.example.com',
    adminConsoleUrl: 'https://shieldex.example.com:8443/admin',
    apiBase: 'https://shieldex.example.com/api/v2',
    tokenUrl: 'https://shieldex.example.com/oauth2/token',
    storagePath: '/data/shieldex/storage',
    initialAdmin: 'exadmin',
    consoleService: 'shieldex-console',
  },
} satisfies ProductFacts;
