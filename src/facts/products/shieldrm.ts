import type {ProductFacts} from '../types';

/**
 * ShieldRM (docs-shieldrm). The section has no release notes: `releases` holds the versions the
 * pages state (current 3.2.1 for the rights server and the agent, and the newest patch of each
 * supported minor version). 3.0.0 is the first 3.x release (life-cycle notice).
 */
export default {
  id: 'shieldrm',
  name: {ko: 'ShieldRM', en: 'ShieldRM', ja: 'ShieldRM'},
  pages: ['docs-shieldrm/', 'docs-support/document-security-orchestration/shieldrm/'],
  errors: {
    // RM-2001, RM-A423, RM-L402, RM-Q400; SYNC-EV-429, SYNC-DS-401; APP-001; MIG-404.
    // Not site-wide: the APP- prefix is also used by ShieldGate.
    pattern: '\\b(RM-(?:\\d{4}|[A-Z]\\d{3})|SYNC-(?:EV|DS)-\\d{3}|APP-\\d{3}|MIG-\\d{3})\\b',
    codes: [
      {
        code: 'RM-1001',
        message: {
          ko: '라이선스가 할당되지 않은 사용자입니다.',
          en: 'No license is assigned to this user.',
          ja: 'ライセンスが割り当てられていないユーザーです。',
        },
        cause: {
          ko: '사용자 계정에 ShieldRM 라이선스가 할당되지 않았습니다.',
          en: 'No ShieldRM license is assigned to the user account.',
          ja: 'ユーザーアカウントにShieldRMのライセンスが割り当てられていません。',
        },
        action: {
          ko: '마스터 관리자가 라이선스 사용자 수를 확인하고 라이선스를 할당합니다.',
          en: 'The master administrator checks the number of licensed users and assigns a license.',
          ja: 'マスター管理者がライセンスのユーザー数を確認し、ライセンスを割り当てます。',
        },
      },
      {
        code: 'RM-2001',
        message: {
          ko: '이 문서를 열 권한이 없습니다.',
          en: 'You do not have permission to open this document.',
          ja: 'この文書を開く権限がありません。',
        },
        cause: {
          ko: '레이블의 사용 권한에 사용자 계정이나 그룹이 없습니다. 외부 공유가 허용되지 않은 레이블의 파일을 외부 사용자가 열 때도 발생합니다.',
          en: 'The user account or group is not in the usage rights of the label. This also occurs when an external user opens a file whose label does not allow external sharing.',
          ja: 'ラベルの利用権限にユーザーアカウントやグループが含まれていません。外部共有が許可されていないラベルのファイルを外部ユーザーが開いた場合にも発生します。',
        },
        action: {
          ko: '문서 소유자에게 권한을 요청하거나, 관리자가 레이블의 사용 권한을 확인합니다.',
          en: 'Request rights from the document owner, or have an administrator check the usage rights of the label.',
          ja: '文書の所有者に権限を依頼するか、管理者がラベルの利用権限を確認します。',
        },
      },
      {
        code: 'RM-2002',
        message: {
          ko: '문서의 사용 기간이 만료되었습니다.',
          en: 'The usage period of the document has expired.',
          ja: '文書の利用期限が切れました。',
        },
        cause: {
          ko: '레이블의 보호 만료 기간이 지났습니다. 온라인에서도 열리지 않습니다.',
          en: 'The protection expiry of the label has passed. The document does not open even online.',
          ja: 'ラベルの保護の有効期限が過ぎています。オンラインでも開けません。',
        },
        action: {
          ko: '문서 소유자가 새 레이블로 다시 보호해 보냅니다.',
          en: 'The document owner protects the document again with a new label and sends it again.',
          ja: '文書の所有者が新しいラベルで保護し直して、再度送ります。',
        },
      },
      {
        code: 'RM-2005',
        message: {
          ko: '오프라인 사용 기간이 만료되었습니다. 네트워크에 연결한 뒤 다시 시도하십시오.',
          en: 'The offline access period has expired. Connect to the network and try again.',
          ja: 'オフライン利用期間が終了しました。ネットワークに接続してから、もう一度お試しください。',
        },
        cause: {
          ko: '오프라인 사용 기간(기본 7일) 동안 권한 서버에 한 번도 연결하지 않았습니다.',
          en: 'The PC did not connect to the rights server even once during the offline access period (7 days by default).',
          ja: 'オフライン利用期間（既定7日）の間に、権限サーバーに一度も接続しませんでした。',
        },
        action: {
          ko: '사내망이나 VPN에 연결한 뒤 문서를 다시 엽니다.',
          en: 'Connect to the company network or VPN and open the document again.',
          ja: '社内ネットワークまたはVPNに接続してから、文書を開き直します。',
        },
      },
      {
        code: 'RM-3001',
        message: {
          ko: 'ShieldRM 서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the ShieldRM server.',
          ja: 'ShieldRMサーバーに接続できません。',
        },
        cause: {
          ko: '에이전트가 권한 서버(rm.example.com)의 443/TCP에 연결하지 못합니다. 방화벽, 프록시, TLS 검사 장비가 원인인 경우가 많습니다.',
          en: 'The agent cannot connect to 443/TCP of the rights server (rm.example.com). Firewalls, proxies and TLS inspection devices are often the cause.',
          ja: 'エージェントが権限サーバー（rm.example.com）の443/TCPに接続できません。ファイアウォール、プロキシ、TLS検査装置が原因であることが多くあります。',
        },
        action: {
          ko: '네트워크와 프록시 설정을 확인하고 rm.example.com을 TLS 검사 예외에 넣습니다.',
          en: 'Check the network and proxy settings and add rm.example.com to the TLS inspection exceptions.',
          ja: 'ネットワークとプロキシの設定を確認し、rm.example.comをTLS検査の除外対象に追加します。',
        },
      },
      {
        code: 'RM-4102',
        message: {
          ko: '파일이 너무 커서 보호할 수 없습니다.',
          en: 'The file is too large to protect.',
          ja: 'ファイルが大きすぎるため保護できません。',
        },
        cause: {
          ko: '에이전트가 보호할 수 있는 최대 크기(2GB)를 넘는 파일입니다.',
          en: 'The file exceeds the maximum size the agent can protect (2 GB).',
          ja: 'エージェントが保護できる最大サイズ（2GB）を超えるファイルです。',
        },
        action: {
          ko: '파일을 나누거나 압축한 뒤 보호합니다.',
          en: 'Split or compress the file, then protect it.',
          ja: 'ファイルを分割または圧縮してから保護します。',
        },
      },
      {
        code: 'RM-5001',
        message: {
          ko: 'Office 추가 기능을 불러오지 못했습니다.',
          en: 'The Office add-in could not be loaded.',
          ja: 'Officeアドインを読み込めませんでした。',
        },
        cause: {
          ko: 'Office가 시작이 느린 ShieldRM 추가 기능을 사용할 수 없는 항목으로 돌렸습니다.',
          en: 'Office moved the ShieldRM add-in to the disabled items because it slowed down startup.',
          ja: 'Officeが、起動に時間がかかるShieldRMアドインを使用できないアイテムに移しました。',
        },
        action: {
          ko: 'Office의 추가 기능 관리에서 ShieldRM 추가 기능을 다시 사용하도록 설정합니다.',
          en: 'Enable the ShieldRM add-in again in the Office add-in management.',
          ja: 'Officeのアドインの管理で、ShieldRMアドインを再び有効にします。',
        },
      },
      {
        code: 'RM-6002',
        message: {
          ko: '레거시 DRM 문서를 열 수 없습니다. 호환 기간이 종료되었습니다.',
          en: 'Cannot open the legacy DRM document. The compatibility period has ended.',
          ja: 'レガシーDRM文書を開けません。互換期間が終了しました。',
        },
        cause: {
          ko: '레거시 DRM 문서의 공존 기간(기본 90일)이 끝났습니다.',
          en: 'The coexistence period for legacy DRM documents (90 days by default) has ended.',
          ja: 'レガシーDRM文書の共存期間（既定90日）が終了しました。',
        },
        action: {
          ko: '관리자가 문서를 재보호하거나 공존 기간을 늘립니다(최대 365일).',
          en: 'An administrator re-protects the document or extends the coexistence period (up to 365 days).',
          ja: '管理者が文書を再保護するか、共存期間を延長します（最大365日）。',
        },
      },
      {
        code: 'RM-7001',
        message: {
          ko: '보안 정책에 따라 복사가 차단되었습니다.',
          en: 'Copying was blocked by the security policy.',
          ja: 'セキュリティポリシーによりコピーがブロックされました。',
        },
        cause: {
          ko: 'Endpoint 정책의 복사 차단 작업이 이동식 저장 장치나 클립보드 복사를 막았습니다.',
          en: 'The block copy action of an Endpoint policy blocked copying to removable storage or the clipboard.',
          ja: 'Endpointポリシーのコピーブロックアクションが、リムーバブルストレージへのコピーまたはクリップボードへのコピーをブロックしました。',
        },
        action: {
          ko: '업무상 필요하면 차단 예외를 요청하거나 관리자에게 정책 확인을 요청합니다.',
          en: 'If your work requires it, request a block exception or ask an administrator to check the policy.',
          ja: '業務上必要な場合は、ブロック例外を申請するか、管理者にポリシーの確認を依頼します。',
        },
      },
      {
        code: 'RM-7002',
        message: {
          ko: '보안 정책에 따라 인쇄가 차단되었습니다.',
          en: 'Printing was blocked by the security policy.',
          ja: 'セキュリティポリシーにより印刷がブロックされました。',
        },
        cause: {
          ko: 'Endpoint 정책의 인쇄 차단 작업이 지정 프린터 또는 모든 프린터로의 인쇄를 막았습니다.',
          en: 'The block print action of an Endpoint policy blocked printing to the specified printers or to all printers.',
          ja: 'Endpointポリシーの印刷ブロックアクションが、指定したプリンターまたはすべてのプリンターへの印刷をブロックしました。',
        },
        action: {
          ko: '업무상 필요하면 차단 예외를 요청하거나 관리자에게 정책 확인을 요청합니다.',
          en: 'If your work requires it, request a block exception or ask an administrator to check the policy.',
          ja: '業務上必要な場合は、ブロック例外を申請するか、管理者にポリシーの確認を依頼します。',
        },
      },
      {
        code: 'RM-7003',
        message: {
          ko: '보안 정책에 따라 업로드가 차단되었습니다.',
          en: 'Uploading was blocked by the security policy.',
          ja: 'セキュリティポリシーによりアップロードがブロックされました。',
        },
        cause: {
          ko: 'Endpoint 정책의 업로드 차단 작업이 허용 목록 밖 사이트로의 업로드를 막았습니다.',
          en: 'The block upload action of an Endpoint policy blocked uploading to a site outside the allow list.',
          ja: 'Endpointポリシーのアップロードブロックアクションが、許可リスト外のサイトへのアップロードをブロックしました。',
        },
        action: {
          ko: '허용된 사이트를 쓰거나 관리자에게 업로드 허용 사이트 추가를 요청합니다.',
          en: 'Use an allowed site, or ask an administrator to add the site to the allowed upload sites.',
          ja: '許可されたサイトを使用するか、管理者にアップロード許可サイトへの追加を依頼します。',
        },
      },
      {
        code: 'RM-A403',
        message: {
          ko: '허용되지 않은 IP에서 접속했습니다',
          en: 'Access from an IP address that is not allowed',
          ja: '許可されていないIPからアクセスしました',
        },
        cause: {
          ko: '웹 콘솔에 접속한 PC의 IP가 관리자 접속 허용 IP 목록에 없습니다.',
          en: 'The IP of the PC that accessed the web console is not in the list of allowed IPs for administrator access.',
          ja: 'WebコンソールにアクセスしたPCのIPが、管理者アクセス許可IPの一覧にありません。',
        },
        action: {
          ko: '마스터 관리자가 전역 설정의 관리자 접속 허용 IP에 해당 IP를 추가합니다.',
          en: 'The master administrator adds the IP to the allowed IPs for administrator access in the global settings.',
          ja: 'マスター管理者が、グローバル設定の管理者アクセス許可IPにそのIPを追加します。',
        },
      },
      {
        code: 'RM-A423',
        message: {
          ko: '계정이 잠겼습니다. 30분 뒤 다시 시도하십시오',
          en: 'The account is locked. Try again in 30 minutes',
          ja: 'アカウントがロックされました。30分後にもう一度お試しください',
        },
        cause: {
          ko: '웹 콘솔 로그인에 연속으로 실패해 관리자 계정이 잠겼습니다(기본 5회 실패 시 30분 잠금).',
          en: 'The administrator account was locked after consecutive failed sign-ins to the web console (locked for 30 minutes after 5 failures by default).',
          ja: 'Webコンソールへのログインに連続して失敗したため、管理者アカウントがロックされました（既定では5回失敗すると30分間ロック）。',
        },
        action: {
          ko: '잠금 시간이 지나기를 기다리거나 마스터 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait until the lockout time passes, or ask the master administrator to unlock the account.',
          ja: 'ロック時間が過ぎるのを待つか、マスター管理者にロックの解除を依頼します。',
        },
      },
      {
        code: 'RM-L400',
        message: {
          ko: '사용 권한이 비어 있는 레이블은 게시할 수 없습니다',
          en: 'A label with empty usage rights cannot be published',
          ja: '利用権限が空のラベルは発行できません',
        },
        cause: {
          ko: '게시하려는 레이블의 사용 권한 탭에 항목이 없습니다.',
          en: 'The Usage Rights tab of the label to publish has no entries.',
          ja: '発行しようとしているラベルの利用権限タブに項目がありません。',
        },
        action: {
          ko: '사용 권한 탭에 사용자나 그룹을 최소 한 항목 추가한 뒤 게시합니다.',
          en: 'Add at least one user or group on the Usage Rights tab, then publish.',
          ja: '利用権限タブにユーザーまたはグループを少なくとも1項目追加してから発行します。',
        },
      },
      {
        code: 'RM-L402',
        message: {
          ko: '테넌트 수 한도를 넘었습니다',
          en: 'The tenant limit has been exceeded',
          ja: 'テナント数の上限を超えました',
        },
        cause: {
          ko: '라이선스가 허용하는 테넌트 수(Enterprise 최대 50개)를 넘었습니다.',
          en: 'The number of tenants allowed by the license (up to 50 for Enterprise) has been exceeded.',
          ja: 'ライセンスで許可されたテナント数（Enterpriseは最大50個）を超えました。',
        },
        action: {
          ko: '사용하지 않는 테넌트를 정리하거나 라이선스의 테넌트 수를 확인합니다.',
          en: 'Clean up unused tenants, or check the number of tenants in the license.',
          ja: '使用していないテナントを整理するか、ライセンスのテナント数を確認します。',
        },
      },
      {
        code: 'RM-L409',
        message: {
          ko: '정책에서 사용 중인 레이블입니다',
          en: 'The label is in use by a policy',
          ja: 'ポリシーで使用中のラベルです',
        },
        cause: {
          ko: '사용 중지하려는 레이블을 조건부 정책이 쓰고 있습니다.',
          en: 'A conditional policy uses the label you want to disable.',
          ja: '使用停止しようとしているラベルを条件付きポリシーが使用しています。',
        },
        action: {
          ko: '레이블의 사용 현황 탭에서 해당 정책을 먼저 바꿉니다.',
          en: 'First change that policy, which you can find on the Usage tab of the label.',
          ja: 'ラベルの使用状況タブで、該当するポリシーを先に変更します。',
        },
      },
      {
        code: 'RM-Q400',
        message: {
          ko: '검색 기간은 최대 31일입니다',
          en: 'The search period can be up to 31 days',
          ja: '検索期間は最大31日です',
        },
        cause: {
          ko: '로그 검색 기간을 31일보다 길게 지정했습니다.',
          en: 'The log search period was set longer than 31 days.',
          ja: 'ログの検索期間を31日より長く指定しました。',
        },
        action: {
          ko: '기간을 31일 이하로 나누어 검색합니다.',
          en: 'Split the period into parts of 31 days or less and search.',
          ja: '期間を31日以下に分けて検索します。',
        },
      },
      {
        code: 'SYNC-EV-401',
        message: {ko: '인증에 실패했습니다', en: 'Authentication failed', ja: '認証に失敗しました'},
        cause: {
          ko: '연동 앱의 클라이언트 비밀이나 인증서가 만료되었거나 바뀌었습니다.',
          en: 'The client secret or certificate of the linked app has expired or changed.',
          ja: '連携アプリのクライアントシークレットまたは証明書の有効期限が切れたか、変更されました。',
        },
        action: {
          ko: '앱 관리에서 자격 증명을 갱신하고 연결 테스트를 다시 합니다.',
          en: 'Renew the credentials in app management and run the connection test again.',
          ja: 'アプリ管理で資格情報を更新し、接続テストをやり直します。',
        },
      },
      {
        code: 'SYNC-EV-404',
        message: {ko: '파일을 찾을 수 없습니다', en: 'File not found', ja: 'ファイルが見つかりません'},
        cause: {
          ko: '이벤트를 처리하기 전에 저장소에서 파일이 삭제되었습니다.',
          en: 'The file was deleted from storage before the event was processed.',
          ja: 'イベントを処理する前に、ストレージからファイルが削除されました。',
        },
        action: {ko: '조치가 필요 없습니다.', en: 'No action is needed.', ja: '対処は不要です。'},
      },
      {
        code: 'SYNC-EV-410',
        message: {
          ko: '델타 토큰이 만료되었습니다',
          en: 'The delta token has expired',
          ja: 'デルタトークンの有効期限が切れました',
        },
        cause: {
          ko: '연동 앱을 7일 넘게 멈추는 등으로 델타 조회 토큰이 만료되었습니다.',
          en: 'The delta query token expired, for example because the linked app was paused for more than 7 days.',
          ja: '連携アプリを7日を超えて停止したなどの理由で、差分クエリのトークンの有効期限が切れました。',
        },
        action: {
          ko: '이벤트 수집기가 자동으로 전체 재조회를 시작합니다.',
          en: 'The event collector starts a full re-query automatically.',
          ja: 'イベントコレクターが自動的に全件の再取得を開始します。',
        },
      },
      {
        code: 'SYNC-EV-429',
        message: {ko: '요청 한도 초과', en: 'Request limit exceeded', ja: 'リクエスト上限超過'},
        cause: {
          ko: 'Microsoft 365가 요청량을 제한했습니다(스로틀링). 동기화 로그에는 Retry-After 대기 시간이 함께 기록됩니다.',
          en: 'Microsoft 365 limited the request volume (throttling). The sync log also records the Retry-After wait time.',
          ja: 'Microsoft 365がリクエスト量を制限しました（スロットリング）。同期ログにはRetry-Afterの待機時間も記録されます。',
        },
        action: {
          ko: 'Retry-After만큼 자동으로 기다립니다. 자주 반복되면 동시 요청 수를 줄이고 사용량 적은 시간대를 설정합니다.',
          en: 'The connector automatically waits for the Retry-After time. If this repeats often, reduce the concurrent requests and set off-peak hours.',
          ja: 'Retry-Afterの時間だけ自動的に待機します。頻繁に繰り返される場合は、同時リクエスト数を減らし、オフピーク時間帯を設定します。',
        },
      },
      {
        code: 'SYNC-EV-500',
        message: {
          ko: '정책 평가 중 오류가 발생했습니다',
          en: 'An error occurred during policy evaluation',
          ja: 'ポリシーの評価中にエラーが発生しました',
        },
        cause: {
          ko: 'CloudStorage 정책을 평가하는 중 오류가 났습니다.',
          en: 'An error occurred while evaluating a CloudStorage policy.',
          ja: 'CloudStorageポリシーの評価中にエラーが発生しました。',
        },
        action: {
          ko: '정책 로그를 확인해 원인을 해결한 뒤 실패 큐에서 재처리합니다.',
          en: 'Check the policy log, resolve the cause, then reprocess the event from the failure queue.',
          ja: 'ポリシーログを確認して原因を解決してから、失敗キューから再処理します。',
        },
      },
      {
        code: 'SYNC-EV-503',
        message: {
          ko: '서비스를 일시적으로 사용할 수 없음',
          en: 'Service temporarily unavailable',
          ja: 'サービスを一時的に利用できません',
        },
        cause: {
          ko: 'Microsoft 365 서비스가 일시적으로 응답하지 못했습니다(스로틀링 포함).',
          en: 'The Microsoft 365 service temporarily could not respond (including throttling).',
          ja: 'Microsoft 365サービスが一時的に応答できませんでした（スロットリングを含む）。',
        },
        action: {
          ko: 'Retry-After만큼 자동으로 기다린 뒤 다시 요청합니다. 재시도 횟수에는 포함되지 않습니다.',
          en: 'The connector automatically waits for the Retry-After time and sends the request again. This does not count toward the retries.',
          ja: 'Retry-Afterの時間だけ自動的に待機してから、再度リクエストします。再試行回数には含まれません。',
        },
      },
      {
        code: 'SYNC-DS-401',
        message: {
          ko: '통합 서버 인증에 실패했습니다',
          en: 'Authentication to the Integration Server failed',
          ja: '統合サーバーの認証に失敗しました',
        },
        cause: {
          ko: '문서보안 연동 앱의 API 서비스 계정 비밀번호가 바뀌었거나 만료되었습니다.',
          en: 'The password of the API service account of the Document Security linked app has changed or expired.',
          ja: '文書セキュリティ連携アプリのAPIサービスアカウントのパスワードが変更されたか、有効期限が切れました。',
        },
        action: {
          ko: '앱 관리에서 문서보안 연동 앱의 자격 증명을 변경하고 연결 테스트를 다시 합니다.',
          en: 'Change the credentials of the Document Security linked app in app management and run the connection test again.',
          ja: 'アプリ管理で文書セキュリティ連携アプリの資格情報を変更し、接続テストをやり直します。',
        },
      },
      {
        code: 'SYNC-DS-404',
        message: {
          ko: '매핑된 보안 등급을 찾을 수 없습니다',
          en: 'The mapped security level cannot be found',
          ja: 'マッピングされたセキュリティ等級が見つかりません',
        },
        cause: {
          ko: '매핑에 쓰인 보안 등급이 문서보안에서 삭제되었습니다.',
          en: 'The security level used in the mapping was deleted in Document Security.',
          ja: 'マッピングに使用されたセキュリティ等級が文書セキュリティで削除されました。',
        },
        action: {
          ko: '문서보안의 보안 등급을 확인하고 매핑을 수정합니다.',
          en: 'Check the security levels of Document Security and correct the mapping.',
          ja: '文書セキュリティのセキュリティ等級を確認し、マッピングを修正します。',
        },
      },
      {
        code: 'SYNC-DS-409',
        message: {
          ko: '매핑 충돌이 해결되지 않았습니다',
          en: 'A mapping conflict has not been resolved',
          ja: 'マッピングの競合が解決されていません',
        },
        cause: {
          ko: '수동 해결 규칙에서 충돌 목록의 항목이 처리되지 않았습니다.',
          en: 'Under the manual resolution rule, items on the conflict list have not been handled.',
          ja: '手動解決ルールで、競合一覧の項目が処理されていません。',
        },
        action: {
          ko: '충돌 탭에서 적용할 값을 선택해 해결합니다.',
          en: 'Resolve them by selecting the values to apply on the Conflicts tab.',
          ja: '競合タブで適用する値を選択して解決します。',
        },
      },
      {
        code: 'SYNC-DS-504',
        message: {
          ko: '통합 서버 응답 시간이 초과되었습니다',
          en: 'The Integration Server response timed out',
          ja: '統合サーバーの応答がタイムアウトしました',
        },
        cause: {
          ko: '통합 서버가 부하 상태이거나 권한 서버에서 8443/TCP로 연결되지 않습니다.',
          en: 'The Integration Server is under load, or the rights server cannot connect to it on 8443/TCP.',
          ja: '統合サーバーが高負荷状態であるか、権限サーバーから8443/TCPで接続できません。',
        },
        action: {
          ko: '통합 서버 부하와 8443/TCP 방화벽 규칙을 확인합니다.',
          en: 'Check the load on the Integration Server and the firewall rules for 8443/TCP.',
          ja: '統合サーバーの負荷と、8443/TCPのファイアウォールルールを確認します。',
        },
      },
      {
        code: 'APP-001',
        message: {ko: '대상에 연결할 수 없습니다', en: 'Cannot connect to the target', ja: '対象に接続できません'},
        cause: {
          ko: '연결 테스트의 네트워크 단계에서 연동 대상에 도달하지 못했습니다.',
          en: 'The network step of the connection test could not reach the integration target.',
          ja: '接続テストのネットワーク段階で、連携先に到達できませんでした。',
        },
        action: {
          ko: '방화벽과 프록시 설정을 확인합니다.',
          en: 'Check the firewall and proxy settings.',
          ja: 'ファイアウォールとプロキシの設定を確認します。',
        },
      },
      {
        code: 'APP-002',
        message: {
          ko: '자격 증명이 올바르지 않습니다',
          en: 'The credentials are incorrect',
          ja: '資格情報が正しくありません',
        },
        cause: {
          ko: '클라이언트 ID·비밀, 서비스 계정 또는 액세스 키가 올바르지 않습니다.',
          en: 'The client ID and secret, service account or access key is incorrect.',
          ja: 'クライアントID・シークレット、サービスアカウント、またはアクセスキーが正しくありません。',
        },
        action: {
          ko: '입력한 자격 증명을 확인하고 다시 입력합니다.',
          en: 'Check the credentials you entered and enter them again.',
          ja: '入力した資格情報を確認し、入力し直します。',
        },
      },
      {
        code: 'APP-003',
        message: {ko: '관리자 동의가 필요합니다', en: 'Admin consent is required', ja: '管理者の同意が必要です'},
        cause: {
          ko: 'Microsoft 365 전역 관리자가 애플리케이션에 아직 동의하지 않았습니다.',
          en: 'A Microsoft 365 Global Administrator has not yet consented to the application.',
          ja: 'Microsoft 365のグローバル管理者が、まだアプリケーションに同意していません。',
        },
        action: {
          ko: '관리자 동의 요청을 보내 동의를 받은 뒤 다시 테스트합니다.',
          en: 'Send an admin consent request, obtain consent, then test again.',
          ja: '管理者の同意の要求を送信して同意を得てから、再度テストします。',
        },
      },
      {
        code: 'APP-004',
        message: {
          ko: '필요한 API 권한이 없습니다',
          en: 'Required API permissions are missing',
          ja: '必要なAPI権限がありません',
        },
        cause: {
          ko: '애플리케이션에 Sites.ReadWrite.All 등 필요한 애플리케이션 권한이 없습니다.',
          en: 'The application lacks required application permissions such as Sites.ReadWrite.All.',
          ja: 'アプリケーションに、Sites.ReadWrite.Allなどの必要なアプリケーション権限がありません。',
        },
        action: {
          ko: '필요한 애플리케이션 권한을 추가하고 관리자 동의를 다시 받습니다.',
          en: 'Add the required application permissions and obtain admin consent again.',
          ja: '必要なアプリケーション権限を追加し、管理者の同意を再度取得します。',
        },
      },
      {
        code: 'MIG-404',
        message: {ko: 'legacy key not found', en: 'legacy key not found', ja: 'legacy key not found'},
        cause: {
          ko: '레거시 DRM 서버에서 해당 문서의 키가 이미 삭제되었습니다.',
          en: 'The key of the document has already been deleted on the legacy DRM server.',
          ja: 'レガシーDRMサーバーで、該当する文書のキーがすでに削除されています。',
        },
        action: {
          ko: '이 문서는 재보호할 수 없으므로 소유자에게 원본 재작성을 요청합니다.',
          en: 'This document cannot be re-protected, so ask its owner to recreate the original.',
          ja: 'この文書は再保護できないため、所有者に原本の再作成を依頼します。',
        },
      },
    ],
  },
  releases: [
    {version: '3.2.1', date: '2025-11-17'},
    {version: '3.1.6', date: '2025-08-25'},
    {version: '2.6.8', date: '2025-06-16'},
    {version: '3.0.9', date: '2025-03-10'},
    {version: '3.0.0', date: '2023-09-04'},
  ],
  lifecycle: [
    {line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2023-09-04'},
    {
      line: {ko: '2.x', en: '2.x', ja: '2.x'},
      released: '2020-08-03',
      endOfSale: '2023-12-31',
      endOfSupport: '2026-12-31',
    },
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '사용자 PC(에이전트)', en: 'User PC (agent)', ja: 'ユーザーPC（エージェント）'},
      to: {ko: '권한 서버 rm.example.com', en: 'Rights server rm.example.com', ja: '権限サーバーrm.example.com'},
      purpose: {
        ko: '에이전트 로그인, 레이블 수신, 권한 확인',
        en: 'Agent sign-in, receiving labels, rights checks',
        ja: 'エージェントのログイン、ラベルの受信、権限の確認',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '관리자 PC', en: 'Administrator PC', ja: '管理者PC'},
      to: {
        ko: '권한 서버 rm.example.com/console',
        en: 'Rights server rm.example.com/console',
        ja: '権限サーバーrm.example.com/console',
      },
      purpose: {ko: '웹 콘솔', en: 'Web console', ja: 'Webコンソール'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '외부 사용자', en: 'External users', ja: '外部ユーザー'},
      to: {
        ko: '권한 서버 rm.example.com/viewer',
        en: 'Rights server rm.example.com/viewer',
        ja: '権限サーバーrm.example.com/viewer',
      },
      purpose: {ko: '외부 공유 웹 뷰어', en: 'External sharing web viewer', ja: '外部共有Webビューアー'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '권한 서버(커넥터, 이벤트 수집기)',
        en: 'Rights server (connector, event collector)',
        ja: '権限サーバー（コネクター、イベントコレクター）',
      },
      to: {
        ko: 'Microsoft 365 인증 엔드포인트와 Microsoft Graph API',
        en: 'Microsoft 365 authentication endpoints and Microsoft Graph API',
        ja: 'Microsoft 365の認証エンドポイントとMicrosoft Graph API',
      },
      purpose: {
        ko: '연동 앱 인증, 서버 측 보호, 이벤트 수집',
        en: 'Linked app authentication, server-side protection, event collection',
        ja: '連携アプリの認証、サーバー側保護、イベント収集',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'Microsoft 365', en: 'Microsoft 365', ja: 'Microsoft 365'},
      to: {
        ko: '권한 서버 rm.example.com/api/events/notify',
        en: 'Rights server rm.example.com/api/events/notify',
        ja: '権限サーバーrm.example.com/api/events/notify',
      },
      purpose: {
        ko: '변경 알림 수신(이벤트 수집)',
        en: 'Receiving change notifications (event collection)',
        ja: '変更通知の受信（イベント収集）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 게이트웨이', en: 'ShieldMail gateway', ja: 'ShieldMailゲートウェイ'},
      to: {ko: '권한 서버 rm.example.com', en: 'Rights server rm.example.com', ja: '権限サーバーrm.example.com'},
      purpose: {
        ko: '첨부 파일의 레이블 이름 조회(메일 연동 앱)',
        en: 'Looking up the label name of attachments (mail linked app)',
        ja: '添付ファイルのラベル名の取得（メール連携アプリ）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '권한 서버', en: 'Rights server', ja: '権限サーバー'},
      to: {
        ko: '문서보안 통합 서버(SCI) ds.example.com',
        en: 'Document Security Integration Server (SCI) ds.example.com',
        ja: '文書セキュリティ統合サーバー（SCI） ds.example.com',
      },
      purpose: {
        ko: 'DS 동기화(sync_ds), 통합 서버 연동 API',
        en: 'DS sync (sync_ds), Integration Server integration API',
        ja: 'DS同期（sync_ds）、統合サーバー連携API',
      },
    },
  ],
  values: {
    host: 'rm.example.com',
    consoleUrl: 'https://rm.example.com/console',
    viewerUrl: 'https://rm.example.com/viewer',
    notifyUrl: 'https://rm.example.com/api/events/notify',
    healthUrl: 'https://rm.example.com/api/agent/health',
    masterAdmin: 'rmadmin',
    cli: 'rmctl',
    agentInstaller: 'ShieldRM-Agent-3.2.1-x64.exe',
    serverPackage: 'shieldrm-server-3.2.1.tar.gz',
    agentCache: '%ProgramData%\\ShieldRM\\cache',
    policyInterval: {ko: '10분', en: '10 minutes', ja: '10分'},
    offlineDefault: {ko: '7일', en: '7 days', ja: '7日'},
  },
} satisfies ProductFacts;
