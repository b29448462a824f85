import type {ProductFacts} from '../types';

/**
 * SDF data protection framework. Source pages: docs-sdf/guide/error-codes.md (codes, messages,
 * HTTP status), docs-sdf/release/release-note.md (versions), docs-sdf/deployment/deployment-guide.md (ports).
 * Causes start with the HTTP status the API returns (SDK-side SDF-7xxx codes have none).
 */
export default {
  id: 'sdf',
  name: {ko: 'SDF 데이터 보호 프레임워크', en: 'SDF Data Protection Framework', ja: 'SDFデータ保護フレームワーク'},
  pages: ['docs-sdf/'],
  errors: {
    pattern: '\\b(SDF-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SDF-1001',
        message: {ko: 'Invalid API key', en: 'Invalid API key', ja: 'Invalid API key'},
        cause: {
          ko: 'HTTP 401. X-SDF-Api-Key 헤더가 없거나, 발급되지 않았거나, 폐기된 API 키입니다.',
          en: 'HTTP 401. The X-SDF-Api-Key header is missing, or the API key was never issued or has been revoked.',
          ja: 'HTTP 401。X-SDF-Api-Keyヘッダーがないか、発行されていない、または失効したAPIキーです。',
        },
        action: {
          ko: '관리 콘솔의 접근 제어 > API 키에서 키 상태를 확인하고 올바른 키를 사용합니다.',
          en: 'Check the key status in Access Control > API Keys of the management console and use the correct key.',
          ja: '管理コンソールの「アクセス制御 > APIキー」でキーの状態を確認し、正しいキーを使用します。',
        },
      },
      {
        code: 'SDF-1002',
        message: {ko: 'Access token expired', en: 'Access token expired', ja: 'Access token expired'},
        cause: {
          ko: 'HTTP 401. 액세스 토큰의 유효 시간이 지났거나 서버와 클라이언트의 시각 차이가 30초를 넘습니다.',
          en: "HTTP 401. The access token's lifetime has passed, or the clocks of the server and client differ by more than 30 seconds.",
          ja: 'HTTP 401。アクセストークンの有効時間が過ぎたか、サーバーとクライアントの時刻の差が30秒を超えています。',
        },
        action: {
          ko: '토큰을 다시 발급받아 원래 요청을 한 번만 다시 보냅니다. 반복되면 NTP 동기화를 확인합니다.',
          en: 'Get a new token and resend the original request only once. If it recurs, check NTP synchronization.',
          ja: 'トークンを再発行し、元のリクエストを1回だけ再送信します。繰り返し発生する場合はNTP同期を確認します。',
        },
      },
      {
        code: 'SDF-1003',
        message: {
          ko: 'Client certificate rejected',
          en: 'Client certificate rejected',
          ja: 'Client certificate rejected',
        },
        cause: {
          ko: 'HTTP 401. 고객 시스템 API에서 클라이언트 인증서가 없거나, 만료·폐기되었거나, SDF 클라이언트 CA가 발급하지 않았습니다.',
          en: 'HTTP 401. In the Customer System API, the client certificate is missing, expired or revoked, or was not issued by the SDF client CA.',
          ja: 'HTTP 401。顧客システムAPIでクライアント証明書がないか、期限切れまたは失効しているか、SDFクライアントCAが発行したものではありません。',
        },
        action: {
          ko: '인증서 유효 기간과 발급자를 확인하고 필요하면 접근 제어 > 시스템 등록에서 재발급합니다.',
          en: "Check the certificate's validity period and issuer, and reissue it in Access Control > System Registration if needed.",
          ja: '証明書の有効期間と発行者を確認し、必要であれば「アクセス制御 > システム登録」で再発行します。',
        },
      },
      {
        code: 'SDF-1004',
        message: {ko: 'Source IP not allowed', en: 'Source IP not allowed', ja: 'Source IP not allowed'},
        cause: {
          ko: 'HTTP 403. 호출한 IP가 API 키나 등록 시스템의 허용 IP 대역에 없습니다.',
          en: 'HTTP 403. The calling IP is not in the allowed IP ranges of the API key or registered system.',
          ja: 'HTTP 403。呼び出し元のIPがAPIキーまたは登録システムの許可IP範囲に含まれていません。',
        },
        action: {
          ko: '게이트웨이 로그의 sourceIp를 확인해 허용 대역에 추가합니다. 프록시나 NAT를 거치면 게이트웨이에 보이는 IP를 기준으로 합니다.',
          en: 'Check sourceIp in the gateway log and add it to the allowed ranges. If traffic passes through a proxy or NAT, use the IP the gateway sees.',
          ja: 'ゲートウェイログのsourceIpを確認し、許可範囲に追加します。プロキシやNATを経由する場合は、ゲートウェイから見えるIPを基準にします。',
        },
      },
      {
        code: 'SDF-1005',
        message: {ko: 'Invalid access token', en: 'Invalid access token', ja: 'Invalid access token'},
        cause: {
          ko: 'HTTP 401. Authorization 헤더가 없거나, 서명이 맞지 않거나, 다른 API 키로 발급된 토큰입니다. 앱 API에서는 사용자 ID 토큰의 서명이나 발급자(iss) 검증이 실패한 경우에도 반환됩니다.',
          en: "HTTP 401. The Authorization header is missing, the signature does not match, or the token was issued for a different API key. In the App API, it is also returned when verification of the user ID token's signature or issuer (iss) fails.",
          ja: 'HTTP 401。Authorizationヘッダーがないか、署名が一致しないか、別のAPIキーで発行されたトークンです。アプリAPIでは、ユーザーIDトークンの署名または発行者（iss）の検証に失敗した場合にも返されます。',
        },
        action: {
          ko: '같은 API 키로 발급한 토큰을 Bearer 형식으로 보냅니다. 앱은 접근 제어 > 앱 등록의 JWKS 주소와 발급자 설정을 확인합니다.',
          en: 'Send a token issued for the same API key in Bearer format. For apps, check the JWKS address and issuer settings in Access Control > App Registration.',
          ja: '同じAPIキーで発行したトークンをBearer形式で送信します。アプリの場合は「アクセス制御 > アプリ登録」のJWKSアドレスと発行者の設定を確認します。',
        },
      },
      {
        code: 'SDF-1006',
        message: {ko: 'System ID mismatch', en: 'System ID mismatch', ja: 'System ID mismatch'},
        cause: {
          ko: 'HTTP 401. X-SDF-System-Id 값이 클라이언트 인증서에 등록된 시스템 ID(인증서 CN)와 다릅니다.',
          en: 'HTTP 401. The X-SDF-System-Id value differs from the system ID registered in the client certificate (certificate CN).',
          ja: 'HTTP 401。X-SDF-System-Idの値が、クライアント証明書に登録されたシステムID（証明書のCN）と異なります。',
        },
        action: {
          ko: '인증서를 발급받은 시스템 ID를 헤더에 넣습니다.',
          en: 'Put the system ID for which the certificate was issued in the header.',
          ja: '証明書の発行を受けたシステムIDをヘッダーに指定します。',
        },
      },
      {
        code: 'SDF-2001',
        message: {ko: 'Key not found', en: 'Key not found', ja: 'Key not found'},
        cause: {
          ko: 'HTTP 404. 요청한 키 별칭이 없거나 호출 주체에게 허용되지 않은 키 그룹에 있습니다.',
          en: 'HTTP 404. The requested key alias does not exist or is in a key group the caller is not allowed to use.',
          ja: 'HTTP 404。要求した鍵エイリアスが存在しないか、呼び出し元に許可されていない鍵グループに属しています。',
        },
        action: {
          ko: '키 별칭의 철자와 키 그룹 허용 범위를 확인합니다.',
          en: 'Check the spelling of the key alias and the key groups allowed.',
          ja: '鍵エイリアスのつづりと、許可されている鍵グループの範囲を確認します。',
        },
      },
      {
        code: 'SDF-2002',
        message: {ko: 'Key is disabled', en: 'Key is disabled', ja: 'Key is disabled'},
        cause: {
          ko: 'HTTP 409. 키가 DISABLED 상태입니다. 이 키를 쓰는 암호화와 복호화가 모두 거부됩니다.',
          en: 'HTTP 409. The key is in the DISABLED state. All encryption and decryption with this key is refused.',
          ja: 'HTTP 409。鍵がDISABLED状態です。この鍵を使用する暗号化と復号はすべて拒否されます。',
        },
        action: {
          ko: '재시도하지 않고 키 관리자에게 비활성화 사유를 확인합니다. 키를 다시 활성화해야 처리됩니다.',
          en: 'Do not retry; ask the key administrator why the key was disabled. Requests are processed only after the key is enabled again.',
          ja: '再試行せず、鍵管理者に無効化の理由を確認します。鍵が再び有効化されるまで処理されません。',
        },
      },
      {
        code: 'SDF-2003',
        message: {ko: 'Key version not found', en: 'Key version not found', ja: 'Key version not found'},
        cause: {
          ko: 'HTTP 404. 요청한 키 버전이 없거나 DESTROYED 상태입니다.',
          en: 'HTTP 404. The requested key version does not exist or is DESTROYED.',
          ja: 'HTTP 404。要求した鍵バージョンが存在しないか、DESTROYED状態です。',
        },
        action: {
          ko: '암호문과 함께 저장한 키 버전이 맞는지 확인합니다. 폐기된 버전의 데이터는 복구할 수 없습니다.',
          en: 'Check that the key version stored with the ciphertext is correct. Data encrypted with a destroyed version cannot be recovered.',
          ja: '暗号文と一緒に保存した鍵バージョンが正しいか確認します。破棄されたバージョンで暗号化したデータは復元できません。',
        },
      },
      {
        code: 'SDF-2004',
        message: {
          ko: 'Invalid key state transition',
          en: 'Invalid key state transition',
          ja: 'Invalid key state transition',
        },
        cause: {
          ko: 'HTTP 409. 현재 상태에서 허용되지 않는 작업입니다. 예를 들어 비활성화된 키를 순환하려고 했습니다.',
          en: 'HTTP 409. The operation is not allowed in the current state. For example, you tried to rotate a disabled key.',
          ja: 'HTTP 409。現在の状態では許可されていない操作です。たとえば、無効化された鍵をローテーションしようとしました。',
        },
        action: {
          ko: '키 상태를 조회한 뒤 먼저 활성화합니다.',
          en: 'Check the key status and enable the key first.',
          ja: '鍵の状態を確認し、先に鍵を有効化します。',
        },
      },
      {
        code: 'SDF-2005',
        message: {ko: 'Key alias already exists', en: 'Key alias already exists', ja: 'Key alias already exists'},
        cause: {
          ko: 'HTTP 409. 같은 별칭의 키가 이미 있습니다.',
          en: 'HTTP 409. A key with the same alias already exists.',
          ja: 'HTTP 409。同じエイリアスの鍵がすでに存在します。',
        },
        action: {
          ko: '다른 별칭을 사용하거나 기존 키를 순환합니다.',
          en: 'Use a different alias or rotate the existing key.',
          ja: '別のエイリアスを使用するか、既存の鍵をローテーションします。',
        },
      },
      {
        code: 'SDF-2006',
        message: {
          ko: 'Key version is decrypt-only',
          en: 'Key version is decrypt-only',
          ja: 'Key version is decrypt-only',
        },
        cause: {
          ko: 'HTTP 409. DECRYPT_ONLY 상태의 키 버전을 지정해 암호화하려고 했습니다.',
          en: 'HTTP 409. You tried to encrypt with a key version in the DECRYPT_ONLY state.',
          ja: 'HTTP 409。DECRYPT_ONLY状態の鍵バージョンを指定して暗号化しようとしました。',
        },
        action: {
          ko: '암호화 요청에서는 키 버전을 지정하지 않습니다. 기본 버전이 자동으로 사용됩니다.',
          en: 'Do not specify a key version in encryption requests. The primary version is used automatically.',
          ja: '暗号化リクエストでは鍵バージョンを指定しません。プライマリバージョンが自動的に使用されます。',
        },
      },
      {
        code: 'SDF-3001',
        message: {ko: 'Permission denied', en: 'Permission denied', ja: 'Permission denied'},
        cause: {
          ko: 'HTTP 403. 토큰이나 등록 시스템에 해당 작업의 권한(scope, 예: crypto:encrypt, key:rotate)이 없거나, 키 그룹에 접근할 수 없거나, 자기 자신에게 복호화 권한을 부여하려고 했습니다.',
          en: 'HTTP 403. The token or registered system lacks the permission (scope, for example crypto:encrypt or key:rotate) for the operation, cannot access the key group, or tried to grant decrypt permission to itself.',
          ja: 'HTTP 403。トークンまたは登録システムにその操作の権限（scope、例： crypto:encrypt、key:rotate）がないか、鍵グループにアクセスできないか、自分自身に復号権限を付与しようとしました。',
        },
        action: {
          ko: '필요한 권한을 키 관리자에게 요청합니다. details.requiredScope에 필요한 권한이 표시됩니다.',
          en: 'Ask the key administrator for the required permission. details.requiredScope shows which permission is needed.',
          ja: '必要な権限を鍵管理者に依頼します。必要な権限はdetails.requiredScopeに表示されます。',
        },
      },
      {
        code: 'SDF-3002',
        message: {
          ko: 'Decrypt permission not granted',
          en: 'Decrypt permission not granted',
          ja: 'Decrypt permission not granted',
        },
        cause: {
          ko: 'HTTP 403. 키에 대한 복호화 권한이 호출 주체에게 부여되지 않았습니다(등록 시스템의 허용 수준 NONE 포함). 키 자료 요청에는 FULL 복호화 권한이 필요합니다.',
          en: 'HTTP 403. The caller has not been granted decrypt permission for the key (including a registered system whose allowed level is NONE). Key material requests require FULL decrypt permission.',
          ja: 'HTTP 403。呼び出し元に鍵の復号権限が付与されていません（登録システムの許可レベルがNONEの場合を含む）。鍵マテリアルの要求にはFULLの復号権限が必要です。',
        },
        action: {
          ko: '키 관리자에게 복호화 권한 부여를 요청합니다. 복호화 키 관리 API로 부여할 수 있습니다.',
          en: 'Ask the key administrator to grant decrypt permission. It can be granted with the Decryption Key Management API.',
          ja: '鍵管理者に復号権限の付与を依頼します。復号鍵管理APIで付与できます。',
        },
      },
      {
        code: 'SDF-3003',
        message: {
          ko: 'Key material export not allowed',
          en: 'Key material export not allowed',
          ja: 'Key material export not allowed',
        },
        cause: {
          ko: 'HTTP 403. exportable 속성이 false인 키에서 키 자료를 요청했습니다.',
          en: 'HTTP 403. Key material was requested for a key whose exportable attribute is false.',
          ja: 'HTTP 403。exportable属性がfalseの鍵に対して鍵マテリアルを要求しました。',
        },
        action: {
          ko: '키의 exportable 속성을 확인합니다. 반출 대신 서버 측 복호화를 사용합니다.',
          en: "Check the key's exportable attribute. Use server-side decryption instead of exporting the key.",
          ja: '鍵のexportable属性を確認します。鍵を持ち出す代わりに、サーバー側の復号を使用します。',
        },
      },
      {
        code: 'SDF-3004',
        message: {ko: 'Feature not licensed', en: 'Feature not licensed', ja: 'Feature not licensed'},
        cause: {
          ko: 'HTTP 403. 라이선스에 없는 기능(토큰화, HSM 등 Enterprise 기능)을 호출했거나 라이선스가 만료되었습니다.',
          en: 'HTTP 403. A feature not in the license (an Enterprise feature such as tokenization or HSM) was called, or the license has expired.',
          ja: 'HTTP 403。ライセンスに含まれない機能（トークン化、HSMなどのEnterprise機能）を呼び出したか、ライセンスの有効期限が切れています。',
        },
        action: {
          ko: 'sdfctl license show로 에디션과 만료일을 확인하고 기술지원팀에 문의합니다.',
          en: 'Check the edition and expiry date with sdfctl license show and contact the support team.',
          ja: 'sdfctl license showでエディションと有効期限を確認し、サポートチームに問い合わせます。',
        },
      },
      {
        code: 'SDF-3005',
        message: {
          ko: 'Only masked output permitted',
          en: 'Only masked output permitted',
          ja: 'Only masked output permitted',
        },
        cause: {
          ko: 'HTTP 403. 마스킹 전용(MASKED_ONLY) 권한만 있는 호출 주체가 마스킹 없는 복호화를 요청했습니다.',
          en: 'HTTP 403. A caller with only masked-only (MASKED_ONLY) permission requested decryption without masking.',
          ja: 'HTTP 403。マスキング専用（MASKED_ONLY）の権限しか持たない呼び出し元が、マスキングなしの復号を要求しました。',
        },
        action: {
          ko: '요청의 마스킹 옵션을 지정하거나 전체 복호화 권한을 요청합니다.',
          en: 'Specify the masking option in the request, or request full decrypt permission.',
          ja: 'リクエストにマスキングオプションを指定するか、完全な復号権限を依頼します。',
        },
      },
      {
        code: 'SDF-4001',
        message: {ko: 'Malformed JSON', en: 'Malformed JSON', ja: 'Malformed JSON'},
        cause: {
          ko: 'HTTP 400. 요청 본문이 올바른 JSON이 아니거나 Content-Type이 application/json이 아닙니다.',
          en: 'HTTP 400. The request body is not valid JSON, or the Content-Type is not application/json.',
          ja: 'HTTP 400。リクエスト本文が正しいJSONではないか、Content-Typeがapplication/jsonではありません。',
        },
        action: {
          ko: '본문을 JSON 검증기로 확인하고 헤더를 지정합니다.',
          en: 'Check the body with a JSON validator and set the header.',
          ja: '本文をJSONバリデーターで確認し、ヘッダーを指定します。',
        },
      },
      {
        code: 'SDF-4002',
        message: {ko: 'Missing required field', en: 'Missing required field', ja: 'Missing required field'},
        cause: {
          ko: 'HTTP 400. 필수 필드가 없거나 빈 값입니다. 빈 문자열 평문도 여기에 해당합니다. details.field에 필드 이름이 표시됩니다.',
          en: 'HTTP 400. A required field is missing or empty. An empty-string plaintext also falls under this. details.field shows the field name.',
          ja: 'HTTP 400。必須フィールドがないか、空の値です。空文字列の平文もこれに該当します。フィールド名はdetails.fieldに表示されます。',
        },
        action: {
          ko: '해당 API 문서의 요청 필드 표를 확인합니다.',
          en: "Check the request field table on the API's page.",
          ja: '該当するAPIドキュメントのリクエストフィールドの表を確認します。',
        },
      },
      {
        code: 'SDF-4003',
        message: {ko: 'Invalid base64 encoding', en: 'Invalid base64 encoding', ja: 'Invalid base64 encoding'},
        cause: {
          ko: 'HTTP 400. plaintext, ciphertext, aad 같은 Base64 값이 표준 Base64(RFC 4648)가 아니거나, 공개 키 형식이 올바르지 않습니다.',
          en: 'HTTP 400. A Base64 value such as plaintext, ciphertext or aad is not standard Base64 (RFC 4648), or the public key format is invalid.',
          ja: 'HTTP 400。plaintext、ciphertext、aadなどのBase64値が標準Base64（RFC 4648）ではないか、公開鍵の形式が正しくありません。',
        },
        action: {
          ko: 'URL-safe Base64가 아니라 표준 Base64로 인코딩하고 패딩(=)을 유지합니다.',
          en: 'Encode with standard Base64, not URL-safe Base64, and keep the padding (=).',
          ja: 'URL-safe Base64ではなく標準Base64でエンコードし、パディング（=）を残します。',
        },
      },
      {
        code: 'SDF-4004',
        message: {ko: 'Unsupported algorithm', en: 'Unsupported algorithm', ja: 'Unsupported algorithm'},
        cause: {
          ko: 'HTTP 400. 지원하지 않거나, 허용 목록에서 제외되었거나, 키의 알고리즘과 다른 알고리즘을 지정했습니다.',
          en: "HTTP 400. The specified algorithm is unsupported, has been removed from the allow list, or differs from the key's algorithm.",
          ja: 'HTTP 400。サポートされていないアルゴリズム、許可リストから除外されたアルゴリズム、または鍵のアルゴリズムと異なるアルゴリズムを指定しました。',
        },
        action: {
          ko: '알고리즘을 생략해 키의 기본 알고리즘을 쓰거나 허용된 값을 지정합니다.',
          en: "Omit the algorithm to use the key's own algorithm, or specify an allowed value.",
          ja: 'アルゴリズムを省略して鍵のアルゴリズムを使用するか、許可された値を指定します。',
        },
      },
      {
        code: 'SDF-4005',
        message: {ko: 'Payload too large', en: 'Payload too large', ja: 'Payload too large'},
        cause: {
          ko: 'HTTP 413. 평문이나 필드 값이 단건 한도 64KiB를 넘거나, 요청 본문이 한도(클라우드 서비스 API 96KiB, 고객 시스템 API 4MiB)를 넘습니다.',
          en: 'HTTP 413. A plaintext or field value exceeds the single-item limit of 64 KiB, or the request body exceeds its limit (96 KiB for the Cloud Service API, 4 MiB for the Customer System API).',
          ja: 'HTTP 413。平文またはフィールド値が1件あたりの上限64KiBを超えているか、リクエスト本文が上限（クラウドサービスAPIは96KiB、顧客システムAPIは4MiB）を超えています。',
        },
        action: {
          ko: '큰 데이터는 POST /datakey를 이용한 봉투 암호화를 사용하고, 일괄 요청은 나누어 보냅니다.',
          en: 'Use envelope encryption with POST /datakey for large data, and split batch requests.',
          ja: '大きなデータにはPOST /datakeyを使用したエンベロープ暗号化を使用し、一括リクエストは分割して送信します。',
        },
      },
      {
        code: 'SDF-4006',
        message: {ko: 'Too many records', en: 'Too many records', ja: 'Too many records'},
        cause: {
          ko: 'HTTP 413. 일괄 요청의 레코드 수가 한도(Enterprise 1,000건, Standard 100건)를 넘습니다.',
          en: 'HTTP 413. The number of records in a batch request exceeds the limit (1,000 for Enterprise, 100 for Standard).',
          ja: 'HTTP 413。一括リクエストのレコード数が上限（Enterpriseは1,000件、Standardは100件）を超えています。',
        },
        action: {ko: '요청을 나누어 보냅니다.', en: 'Split the request.', ja: 'リクエストを分割して送信します。'},
      },
      {
        code: 'SDF-4007',
        message: {
          ko: 'Ciphertext integrity check failed',
          en: 'Ciphertext integrity check failed',
          ja: 'Ciphertext integrity check failed',
        },
        cause: {
          ko: 'HTTP 422. 암호문이 변조되었거나, 잘렸거나, 암호화할 때와 다른 aad(aadTemplate, recordId)를 보냈습니다.',
          en: 'HTTP 422. The ciphertext was tampered with or truncated, or a different aad (aadTemplate, recordId) was sent than at encryption.',
          ja: 'HTTP 422。暗号文が改ざんされたか、切り詰められたか、暗号化時と異なるaad（aadTemplate、recordId）を送信しました。',
        },
        action: {
          ko: '저장 과정에서 암호문이 잘리지 않았는지, 암호화할 때와 같은 aad를 쓰는지 확인합니다.',
          en: 'Check that the ciphertext was not truncated when stored and that you use the same aad as at encryption.',
          ja: '保存の過程で暗号文が切り詰められていないか、暗号化時と同じaadを使用しているかを確認します。',
        },
      },
      {
        code: 'SDF-4008',
        message: {ko: 'Key version mismatch', en: 'Key version mismatch', ja: 'Key version mismatch'},
        cause: {
          ko: 'HTTP 422. 요청의 keyAlias나 keyVersion이 암호문 머리글에 기록된 값과 다릅니다.',
          en: 'HTTP 422. The keyAlias or keyVersion in the request differs from the value recorded in the ciphertext header.',
          ja: 'HTTP 422。リクエストのkeyAliasまたはkeyVersionが、暗号文のヘッダーに記録された値と異なります。',
        },
        action: {
          ko: '암호화 응답에서 받은 키 별칭과 키 버전을 그대로 사용합니다.',
          en: 'Use the key alias and key version from the encryption response as they are.',
          ja: '暗号化のレスポンスで受け取った鍵エイリアスと鍵バージョンをそのまま使用します。',
        },
      },
      {
        code: 'SDF-5001',
        message: {ko: 'Quota exceeded', en: 'Quota exceeded', ja: 'Quota exceeded'},
        cause: {
          ko: 'HTTP 429. API 키, 등록 시스템, 앱별 초당 요청 한도(기본 API 키당 1,000건)를 넘었습니다.',
          en: 'HTTP 429. The requests-per-second limit per API key, registered system or app (1,000 per API key by default) was exceeded.',
          ja: 'HTTP 429。APIキー、登録システム、アプリごとの1秒あたりのリクエスト上限（既定はAPIキーあたり1,000件）を超えました。',
        },
        action: {
          ko: 'Retry-After 헤더의 초만큼 기다린 뒤 재시도합니다. 지속되면 한도 상향을 요청합니다.',
          en: 'Wait for the number of seconds in the Retry-After header and retry. If it persists, request a higher limit.',
          ja: 'Retry-Afterヘッダーの秒数だけ待ってから再試行します。解消しない場合は上限の引き上げを依頼します。',
        },
      },
      {
        code: 'SDF-5002',
        message: {
          ko: 'Too many concurrent connections',
          en: 'Too many concurrent connections',
          ja: 'Too many concurrent connections',
        },
        cause: {
          ko: 'HTTP 429. 호출 주체의 동시 연결 수가 한도(기본 200)를 넘었습니다.',
          en: "HTTP 429. The caller's number of concurrent connections exceeded the limit (200 by default).",
          ja: 'HTTP 429。呼び出し元の同時接続数が上限（既定200）を超えました。',
        },
        action: {
          ko: '연결을 재사용하도록 HTTP keep-alive와 연결 풀을 설정합니다.',
          en: 'Configure HTTP keep-alive and a connection pool so that connections are reused.',
          ja: '接続が再利用されるように、HTTP keep-aliveと接続プールを設定します。',
        },
      },
      {
        code: 'SDF-5003',
        message: {
          ko: 'Daily key operation limit reached',
          en: 'Daily key operation limit reached',
          ja: 'Daily key operation limit reached',
        },
        cause: {
          ko: 'HTTP 429. 키 생성이나 순환 같은 키 관리 작업이 하루 한도(기본 500회)를 넘었습니다.',
          en: 'HTTP 429. Key management operations such as key creation or rotation exceeded the daily limit (500 by default).',
          ja: 'HTTP 429。鍵の作成やローテーションなどの鍵管理操作が1日の上限（既定500回）を超えました。',
        },
        action: {
          ko: '자동화 스크립트가 반복 호출하고 있지 않은지 확인합니다.',
          en: 'Check that no automation script is calling repeatedly.',
          ja: '自動化スクリプトが繰り返し呼び出していないかを確認します。',
        },
      },
      {
        code: 'SDF-7001',
        message: {ko: 'SDK not initialized', en: 'SDK not initialized', ja: 'SDK not initialized'},
        cause: {
          ko: 'SDK 측 오류. 초기화 전에 암호화·복호화 함수를 호출했습니다.',
          en: 'SDK-side error. An encryption or decryption function was called before initialization.',
          ja: 'SDK側のエラー。初期化前に暗号化・復号の関数を呼び出しました。',
        },
        action: {
          ko: '앱 시작 시 초기화 완료 콜백을 받은 뒤 호출합니다.',
          en: 'At app start, call the functions only after receiving the initialization-complete callback.',
          ja: 'アプリの起動時に、初期化完了のコールバックを受け取ってから呼び出します。',
        },
      },
      {
        code: 'SDF-7002',
        message: {ko: 'Network unreachable', en: 'Network unreachable', ja: 'Network unreachable'},
        cause: {
          ko: 'SDK 측 오류. 게이트웨이에 연결할 수 없거나 TLS 핸드셰이크가 실패했습니다. SDK가 3회 재시도한 뒤 전달합니다.',
          en: 'SDK-side error. The gateway cannot be reached or the TLS handshake failed. The SDK reports it after 3 retries.',
          ja: 'SDK側のエラー。ゲートウェイに接続できないか、TLSハンドシェイクに失敗しました。SDKが3回再試行した後に通知します。',
        },
        action: {
          ko: '네트워크 상태와 게이트웨이 인증서를 확인합니다. 재시도 가능 오류이며, 앱은 오프라인 안내를 표시합니다.',
          en: 'Check the network status and the gateway certificate. This error is retryable; the app shows an offline notice.',
          ja: 'ネットワークの状態とゲートウェイの証明書を確認します。再試行可能なエラーであり、アプリはオフラインの案内を表示します。',
        },
      },
      {
        code: 'SDF-7003',
        message: {ko: 'Session refresh failed', en: 'Session refresh failed', ja: 'Session refresh failed'},
        cause: {
          ko: 'SDK 측 오류. 앱 세션이 만료되었고 자동 갱신도 실패했습니다. 대개 사용자 토큰이 만료된 경우입니다.',
          en: 'SDK-side error. The app session expired and automatic refresh also failed. Usually the user token has expired.',
          ja: 'SDK側のエラー。アプリセッションの有効期限が切れ、自動更新にも失敗しました。多くの場合、ユーザートークンの有効期限切れが原因です。',
        },
        action: {
          ko: '사용자를 다시 로그인시킨 뒤 SDK 세션을 새로 만듭니다.',
          en: 'Have the user sign in again and then create a new SDK session.',
          ja: 'ユーザーに再ログインしてもらい、SDKセッションを新しく作成します。',
        },
      },
      {
        code: 'SDF-7004',
        message: {ko: 'Unsupported field type', en: 'Unsupported field type', ja: 'Unsupported field type'},
        cause: {
          ko: 'SDK 측 오류. 문자열, 바이트 배열 외의 형식을 암호화하려고 했습니다.',
          en: 'SDK-side error. You tried to encrypt a type other than a string or byte array.',
          ja: 'SDK側のエラー。文字列とバイト配列以外の型を暗号化しようとしました。',
        },
        action: {
          ko: '값을 문자열이나 바이트 배열로 변환해 전달합니다.',
          en: 'Convert the value to a string or byte array before passing it.',
          ja: '値を文字列またはバイト配列に変換して渡します。',
        },
      },
      {
        code: 'SDF-9001',
        message: {ko: 'Internal server error', en: 'Internal server error', ja: 'Internal server error'},
        cause: {
          ko: 'HTTP 500. 예상하지 못한 서버 오류입니다. 감사 로그 디스크 사용률이 95%를 넘어 감사 이벤트를 기록할 수 없을 때도 반환됩니다.',
          en: 'HTTP 500. An unexpected server error. It is also returned when audit log disk usage exceeds 95% and audit events cannot be recorded.',
          ja: 'HTTP 500。予期しないサーバーエラーです。監査ログのディスク使用率が95%を超えて監査イベントを記録できない場合にも返されます。',
        },
        action: {
          ko: 'requestId와 시각을 기록해 기술지원팀에 문의합니다.',
          en: 'Note the requestId and time, and contact the support team.',
          ja: 'requestIdと発生時刻を記録し、サポートチームに問い合わせます。',
        },
      },
      {
        code: 'SDF-9002',
        message: {ko: 'Key server unavailable', en: 'Key server unavailable', ja: 'Key server unavailable'},
        cause: {
          ko: 'HTTP 503. 게이트웨이가 키 서버에 연결할 수 없습니다. 키 저장소 전환 중에도 일시적으로 발생합니다.',
          en: 'HTTP 503. The gateway cannot connect to the key server. It also occurs temporarily while the key store is being switched.',
          ja: 'HTTP 503。ゲートウェイが鍵サーバーに接続できません。鍵ストアの切り替え中にも一時的に発生します。',
        },
        action: {
          ko: '재시도합니다. 지속되면 sdfctl status와 키 서버 7443 포트 연결을 확인합니다.',
          en: 'Retry. If it persists, check sdfctl status and the connection to port 7443 of the key server.',
          ja: '再試行します。解消しない場合は、sdfctl statusと鍵サーバーの7443番ポートへの接続を確認します。',
        },
      },
      {
        code: 'SDF-9003',
        message: {ko: 'HSM timeout', en: 'HSM timeout', ja: 'HSM timeout'},
        cause: {
          ko: 'HTTP 504. HSM 응답이 제한 시간(hsm.timeoutMs, 기본 3000ms)을 넘었습니다.',
          en: 'HTTP 504. The HSM response exceeded the time limit (hsm.timeoutMs, 3000 ms by default).',
          ja: 'HTTP 504。HSMの応答が制限時間（hsm.timeoutMs、既定3000ms）を超えました。',
        },
        action: {
          ko: 'HSM 상태와 키 서버와 HSM 사이(1792/TCP)의 네트워크 지연을 확인합니다.',
          en: 'Check the HSM status and the network latency between the key server and the HSM (1792/TCP).',
          ja: 'HSMの状態と、鍵サーバーとHSMの間（1792/TCP）のネットワーク遅延を確認します。',
        },
      },
    ],
  },
  releases: [
    {version: '3.2.1', date: '2025-06-16'},
    {version: '3.2.0', date: '2025-03-10'},
    {version: '3.1.0', date: '2024-09-02'},
    {version: '3.0.0', date: '2024-03-04'},
  ],
  lifecycle: [{line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2024-03-04'}],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '클라우드 서비스, 앱', en: 'Cloud services, apps', ja: 'クラウドサービス、アプリ'},
      to: {ko: 'API 게이트웨이', en: 'API gateway', ja: 'APIゲートウェイ'},
      purpose: {
        ko: '클라우드 서비스 API, 키 관리 API, 앱 API(HTTPS)',
        en: 'Cloud Service API, Key Management API, App API (HTTPS)',
        ja: 'クラウドサービスAPI、鍵管理API、アプリAPI(HTTPS)',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '고객 시스템', en: 'Customer systems', ja: '顧客システム'},
      to: {ko: 'API 게이트웨이', en: 'API gateway', ja: 'APIゲートウェイ'},
      purpose: {
        ko: '고객 시스템 API(상호 TLS)',
        en: 'Customer System API (mutual TLS)',
        ja: '顧客システムAPI（相互TLS）',
      },
    },
    {
      port: '7443',
      protocol: 'TCP',
      from: {ko: 'API 게이트웨이', en: 'API gateway', ja: 'APIゲートウェイ'},
      to: {ko: '키 서버', en: 'Key server', ja: '鍵サーバー'},
      purpose: {
        ko: '암복호화 연산 요청(gRPC over TLS)',
        en: 'Encryption and decryption operation requests (gRPC over TLS)',
        ja: '暗号化・復号の演算リクエスト（gRPC over TLS）',
      },
    },
    {
      port: '7800',
      protocol: 'TCP',
      from: {ko: '키 서버', en: 'Key server', ja: '鍵サーバー'},
      to: {ko: '키 서버', en: 'Key server', ja: '鍵サーバー'},
      purpose: {
        ko: '클러스터 상태와 키 캐시 동기화',
        en: 'Cluster state and key cache synchronization',
        ja: 'クラスターの状態と鍵キャッシュの同期',
      },
    },
    {
      port: '1792',
      protocol: 'TCP',
      from: {ko: '키 서버', en: 'Key server', ja: '鍵サーバー'},
      to: {ko: 'HSM', en: 'HSM', ja: 'HSM'},
      purpose: {
        ko: 'PKCS#11 네트워크 HSM 연결(Enterprise)',
        en: 'PKCS#11 network HSM connection (Enterprise)',
        ja: 'PKCS#11ネットワークHSM接続（Enterprise）',
      },
    },
    {
      port: '5432',
      protocol: 'TCP',
      from: {ko: '키 서버, 관리 콘솔', en: 'Key server, management console', ja: '鍵サーバー、管理コンソール'},
      to: {ko: 'PostgreSQL', en: 'PostgreSQL', ja: 'PostgreSQL'},
      purpose: {ko: '키 메타데이터 저장', en: 'Key metadata storage', ja: '鍵メタデータの保存'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC', en: 'Administrator PC', ja: '管理者PC'},
      to: {ko: '관리 콘솔', en: 'Management console', ja: '管理コンソール'},
      purpose: {ko: '웹 관리 화면', en: 'Web management screen', ja: 'Web管理画面'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '키 서버', en: 'Key server', ja: '鍵サーバー'},
      to: {ko: 'SIEM', en: 'SIEM', ja: 'SIEM'},
      purpose: {
        ko: '감사 로그 Syslog over TLS 전송(선택)',
        en: 'Audit log forwarding over Syslog over TLS (optional)',
        ja: '監査ログのSyslog over TLS転送（任意）',
      },
    },
  ],
  values: {
    host: 'sdf.example.com',
    consoleUrl: 'https://sdf.example.com:8443',
    cloudApiBase: 'https://sdf.example.com/api/cloud/v1',
    customerApiBase: 'https://sdf.example.com:9443/api/cs/v1',
    kmsApiBase: 'https://sdf.example.com/api/kms/v1',
    configDir: '/etc/sdf',
    logDir: '/var/log/sdf',
    installDir: '/opt/sdf',
    keyServerService: 'sdf-keyserver',
    gatewayService: 'sdf-gateway',
    consoleService: 'sdf-console',
  },
} satisfies ProductFacts;
