import type {ProductFacts} from '../types';

/**
 * ShieldGate facts. Source of truth: docs-shieldgate/ (admin guide first, then user guide and FAQ).
 * ShieldGate has no release-note page: the releases below are the versions the pages state
 * (3.2.4 in the product section, the 3.0 and 3.1 patch levels on the support product page).
 * No page states their release dates. The dates are provisional, chosen only to fit the pages
 * (3.x line from 2022-11-01; 3.2.4 is the client in logs dated 2025-06-02); confirm them before
 * a page renders <Releases product="shieldgate" />. Life-cycle dates come from the notice.
 * Texts are plain (the fact components print them as they are, without Markdown).
 */
export default {
  id: 'shieldgate',
  name: {ko: 'ShieldGate', en: 'ShieldGate', ja: 'ShieldGate'},
  pages: ['docs-shieldgate/', 'docs-support/zerotrust-security/shieldgate/'],
  errors: {
    // Also catches the retired numeric forms (SG-1001, SG-403) so they cannot come back.
    pattern: '\\b(SG-(?:[A-Z]{2,4}-)?\\d{3,4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SG-AUTH-101',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '아이디나 비밀번호를 잘못 입력했습니다.',
          en: 'The user ID or password was entered incorrectly.',
          ja: 'ユーザーIDまたはパスワードの入力に誤りがあります。',
        },
        action: {
          ko: 'Caps Lock과 입력 언어를 확인하고 다시 입력합니다.',
          en: 'Check Caps Lock and the input language, then enter them again.',
          ja: 'Caps Lockと入力言語を確認して、もう一度入力します。',
        },
      },
      {
        code: 'SG-AUTH-102',
        message: {ko: 'OTP가 올바르지 않습니다.', en: 'The OTP is incorrect.', ja: 'OTPが正しくありません。'},
        cause: {
          ko: 'OTP가 이미 바뀌었거나 휴대폰 시각이 어긋났습니다.',
          en: "The OTP has already changed, or the phone's clock is off.",
          ja: 'OTPがすでに切り替わったか、携帯電話の時刻がずれています。',
        },
        action: {
          ko: '새 OTP를 입력하고, 휴대폰 시각을 자동 설정으로 바꿉니다.',
          en: "Enter a new OTP and set the phone's date and time to update automatically.",
          ja: '新しいOTPを入力し、携帯電話の時刻を自動設定に変更します。',
        },
      },
      {
        code: 'SG-AUTH-103',
        message: {ko: '계정이 잠겼습니다.', en: 'Your account is locked.', ja: 'アカウントがロックされました。'},
        cause: {
          ko: '로그인 실패 허용 횟수(기본 5회)만큼 연속으로 실패했습니다.',
          en: 'Sign-in failed as many times in a row as the allowed number of failures (5 by default).',
          ja: 'ログインに連続して失敗し、ログイン失敗の許容回数（既定5回）に達しました。',
        },
        action: {
          ko: '30분 뒤 다시 시도하거나 관리자에게 잠금 해제를 요청합니다.',
          en: 'Try again after 30 minutes, or ask an administrator to unlock the account.',
          ja: '30分後にもう一度試すか、管理者にロック解除を依頼します。',
        },
      },
      {
        code: 'SG-AUTH-104',
        message: {
          ko: '비밀번호가 만료되었습니다. 새 비밀번호를 설정하십시오.',
          en: 'Your password has expired. Set a new password.',
          ja: 'パスワードの有効期限が切れました。新しいパスワードを設定してください。',
        },
        cause: {
          ko: 'ShieldGate 자체 계정의 비밀번호 유효 기간(기본 90일)이 지났습니다.',
          en: 'The password validity period of the ShieldGate local account (90 days by default) has passed.',
          ja: 'ShieldGateローカルアカウントのパスワード有効期間（既定90日）が過ぎました。',
        },
        action: {
          ko: '이어서 나타나는 비밀번호 변경 창에서 새 비밀번호를 설정합니다.',
          en: 'Set a new password in the Change Password window that appears next.',
          ja: '続いて表示される「パスワードの変更」ウィンドウで新しいパスワードを設定します。',
        },
      },
      {
        code: 'SG-DEV-201',
        message: {
          ko: '등록되지 않은 단말입니다.',
          en: 'This device is not registered.',
          ja: '登録されていない端末です。',
        },
        cause: {
          ko: '단말 등록을 요청하지 않았거나 요청이 거절되었습니다.',
          en: 'Device registration was not requested, or the request was rejected.',
          ja: '端末登録を申請していないか、申請が却下されました。',
        },
        action: {
          ko: '다시 로그인해 단말 등록 창에서 등록 요청을 클릭합니다.',
          en: 'Sign in again and click Request Registration in the Device Registration window.',
          ja: 'もう一度ログインし、「端末登録」ウィンドウで「登録申請」をクリックします。',
        },
      },
      {
        code: 'SG-DEV-202',
        message: {
          ko: '단말 승인 대기 중입니다.',
          en: 'This device is waiting for approval.',
          ja: '端末の承認待ちです。',
        },
        cause: {
          ko: '등록 승인 방식이 관리자 승인이고, 관리자가 아직 승인하지 않았습니다.',
          en: 'The registration approval method is administrator approval, and an administrator has not approved the device yet.',
          ja: '登録承認方式が管理者承認で、管理者がまだ承認していません。',
        },
        action: {
          ko: '승인을 기다립니다. 오래 걸리면 IT 지원 창구에 문의합니다.',
          en: 'Wait for approval. If it takes a long time, contact your IT help desk.',
          ja: '承認を待ちます。時間がかかる場合はITサポート窓口に問い合わせます。',
        },
      },
      {
        code: 'SG-DEV-203',
        message: {ko: '차단된 단말입니다.', en: 'This device is blocked.', ja: 'ブロックされた端末です。'},
        cause: {
          ko: '분실 신고 등으로 관리자가 단말을 차단했습니다.',
          en: 'An administrator blocked the device, for example after it was reported lost.',
          ja: '紛失の届け出などにより、管理者が端末をブロックしました。',
        },
        action: {
          ko: 'IT 지원 창구에 문의합니다.',
          en: 'Contact your IT help desk.',
          ja: 'ITサポート窓口に問い合わせます。',
        },
      },
      {
        code: 'SG-DEV-204',
        message: {
          ko: '등록 가능한 단말 수를 초과했습니다.',
          en: 'You have exceeded the number of devices you can register.',
          ja: '登録できる端末数を超えました。',
        },
        cause: {
          ko: '사용자당 단말 수(기본 3대)만큼 이미 등록했습니다.',
          en: 'You have already registered the maximum number of devices per user (3 by default).',
          ja: 'ユーザーあたりの端末数（既定3台）まですでに登録しています。',
        },
        action: {
          ko: '쓰지 않는 단말의 삭제를 관리자에게 요청합니다.',
          en: 'Ask an administrator to delete a device you no longer use.',
          ja: '使っていない端末の削除を管理者に依頼します。',
        },
      },
      {
        code: 'SG-POS-301',
        message: {
          ko: '단말 보안 조건을 충족하지 않습니다.',
          en: 'Your device does not meet the security requirements.',
          ja: '端末のセキュリティ条件を満たしていません。',
        },
        cause: {
          ko: 'OS 버전, 백신, 디스크 암호화, 방화벽 중 정책이 요구하는 조건을 만족하지 못했습니다.',
          en: 'The device does not meet a condition the policy requires: OS version, antivirus, disk encryption or firewall.',
          ja: 'OSバージョン、ウイルス対策、ディスク暗号化、ファイアウォールのうち、ポリシーが要求する条件を満たしていません。',
        },
        action: {
          ko: '클라이언트의 상태 점검 결과에서 실패 항목을 고친 뒤 다시 점검을 클릭합니다.',
          en: 'Fix the failed items shown in Posture Check Results in the client, then click Check Again.',
          ja: 'クライアントの「ポスチャーチェック結果」で失敗した項目を修正してから、「再チェック」をクリックします。',
        },
      },
      {
        code: 'SG-POL-403',
        message: {
          ko: '접근 정책에 의해 거부되었습니다.',
          en: 'Access was denied by an access policy.',
          ja: 'アクセスポリシーにより拒否されました。',
        },
        cause: {
          ko: '이 애플리케이션을 허용하는 정책이 없거나 거부 정책이 먼저 적중했습니다.',
          en: 'No policy allows this application, or a deny policy matched first.',
          ja: 'このアプリケーションを許可するポリシーがないか、拒否ポリシーが先にヒットしました。',
        },
        action: {
          ko: '사용자는 앱 포털의 접근 요청으로 권한을 요청합니다. 관리자는 정책 결정 로그에서 적중한 정책을 확인합니다.',
          en: 'Users request access with Request Access in the app portal. Administrators check the matched policy in the policy decision log.',
          ja: 'ユーザーはアプリポータルの「アクセス申請」で権限を申請します。管理者はポリシー判定ログでヒットしたポリシーを確認します。',
        },
      },
      {
        code: 'SG-POL-405',
        message: {
          ko: '허용된 시간이 아닙니다.',
          en: 'Access is not allowed at this time.',
          ja: '許可された時間外です。',
        },
        cause: {
          ko: '정책에 지정된 접속 시간대 밖입니다.',
          en: 'The request is outside the access hours set in the policy.',
          ja: 'ポリシーで指定された接続時間帯の範囲外です。',
        },
        action: {
          ko: '허용 시간에 다시 접속하거나 관리자에게 예외를 요청합니다.',
          en: 'Connect again during the allowed hours, or ask an administrator for an exception.',
          ja: '許可された時間に接続し直すか、管理者に例外を依頼します。',
        },
      },
      {
        code: 'SG-POL-406',
        message: {ko: '추가 인증이 필요합니다.', en: 'Step-up authentication is required.', ja: '追加認証が必要です。'},
        cause: {
          ko: '추가 인증 정책이 걸린 애플리케이션이고, 추가 인증 유효 시간(기본 15분)이 지났습니다.',
          en: 'A step-up authentication policy applies to the application, and the step-up authentication validity period (15 minutes by default) has passed.',
          ja: '追加認証ポリシーが適用されたアプリケーションで、追加認証の有効時間（既定15分）が過ぎました。',
        },
        action: {
          ko: '알림에 따라 다중 인증을 다시 하면 접속됩니다.',
          en: 'Complete multi-factor authentication again as the notification asks, and you are connected.',
          ja: '通知に従って多要素認証をやり直すと接続されます。',
        },
      },
      {
        code: 'SG-NET-501',
        message: {
          ko: '게이트웨이에 연결할 수 없습니다. 네트워크 연결을 확인하십시오.',
          en: 'Cannot connect to the gateway. Check your network connection.',
          ja: 'ゲートウェイに接続できません。ネットワーク接続を確認してください。',
        },
        cause: {
          ko: '클라이언트가 게이트웨이 노드의 TCP 443에 닿지 못했습니다. 인터넷·DNS 문제, 웹 인증 전의 공용 와이파이, 동시에 연결된 다른 VPN이 흔한 원인입니다.',
          en: 'The client could not reach TCP 443 on the gateway node. Common causes are internet or DNS problems, public Wi-Fi before web sign-in, and another VPN connected at the same time.',
          ja: 'クライアントがゲートウェイノードのTCP 443に到達できませんでした。インターネットやDNSの問題、Web認証前の公衆Wi-Fi、同時に接続している別のVPNがよくある原因です。',
        },
        action: {
          ko: '브라우저에서 https://gate.example.com 이 열리는지 확인하고, 다른 VPN 연결을 끊은 뒤 클라이언트의 설정 > 진단 > 연결 테스트를 실행합니다.',
          en: 'Check that https://gate.example.com opens in a browser, disconnect any other VPN, then run Settings > Diagnostics > Connection Test in the client.',
          ja: 'ブラウザーでhttps://gate.example.comが開くか確認し、別のVPN接続を切断してから、クライアントの「設定 > 診断 > 接続テスト」を実行します。',
        },
      },
      {
        code: 'SG-NET-502',
        message: {
          ko: '게이트웨이 인증서를 확인할 수 없습니다.',
          en: 'The gateway certificate cannot be verified.',
          ja: 'ゲートウェイの証明書を確認できません。',
        },
        cause: {
          ko: '웹 프록시가 TLS를 복호화해 검사하고 있어 클라이언트가 게이트웨이 인증서를 신뢰하지 못합니다.',
          en: 'A web proxy decrypts and inspects TLS, so the client does not trust the gateway certificate.',
          ja: 'WebプロキシがTLSを復号して検査しているため、クライアントがゲートウェイの証明書を信頼できません。',
        },
        action: {
          ko: '프록시에서 gate.example.com과 *.gate.example.com을 TLS 검사 예외로 지정합니다.',
          en: 'On the proxy, exclude gate.example.com and *.gate.example.com from TLS inspection.',
          ja: 'プロキシで、gate.example.comと*.gate.example.comをTLS検査の除外対象に指定します。',
        },
      },
      {
        code: 'SG-APP-502',
        message: {
          ko: '애플리케이션 서버가 응답하지 않습니다.',
          en: 'The application server is not responding.',
          ja: 'アプリケーションサーバーが応答しません。',
        },
        cause: {
          ko: '내부 애플리케이션 서버가 멈췄거나 상태 확인 경로가 틀렸습니다.',
          en: 'The internal application server has stopped, or the health check path is wrong.',
          ja: '内部のアプリケーションサーバーが停止しているか、ヘルスチェックパスが誤っています。',
        },
        action: {
          ko: '관리자가 내부 서버를 점검하고 애플리케이션의 상태 확인 경로를 고칩니다.',
          en: "An administrator checks the internal server and corrects the application's health check path.",
          ja: '管理者が内部サーバーを点検し、アプリケーションのヘルスチェックパスを修正します。',
        },
      },
      {
        code: 'SG-SSO-601',
        message: {
          ko: 'SSO 응답을 확인할 수 없습니다.',
          en: 'The SSO response cannot be verified.',
          ja: 'SSO応答を確認できません。',
        },
        cause: {
          ko: '인증에 5분이 넘게 걸렸거나, IdP 응답의 서명 검증에 실패했거나, 서버 시각 차이가 허용 시각 오차(기본 2분)를 넘었습니다.',
          en: 'Authentication took more than 5 minutes, the signature of the IdP response failed verification, or the server clock difference exceeded the allowed clock skew (2 minutes by default).',
          ja: '認証に5分以上かかったか、IdP応答の署名検証に失敗したか、サーバーの時刻差が許容時刻誤差（既定2分）を超えました。',
        },
        action: {
          ko: '사용자는 ShieldID로 로그인을 처음부터 다시 클릭합니다. 반복되면 관리자가 검색 문서를 다시 읽어 JWKS를 갱신하고 서버 시각을 NTP로 맞춥니다.',
          en: 'The user clicks Sign In with ShieldID again to start over. If it repeats, an administrator reads the discovery document again to refresh the JWKS and synchronizes the server clocks with NTP.',
          ja: 'ユーザーは「ShieldIDでログイン」をクリックして最初からやり直します。繰り返し発生する場合は、管理者がディスカバリードキュメントを読み込み直してJWKSを更新し、サーバーの時刻をNTPで合わせます。',
        },
      },
      {
        code: 'SG-SSO-602',
        message: {
          ko: 'ShieldGate에 등록되지 않은 사용자입니다.',
          en: 'This user is not registered in ShieldGate.',
          ja: 'ShieldGateに登録されていないユーザーです。',
        },
        cause: {
          ko: 'IdP가 보낸 사용자 ID와 같은 사용자가 ShieldGate에 동기화되어 있지 않거나, 사용자 ID 매핑 값이 동기화된 ID와 다릅니다.',
          en: 'No user with the user ID the IdP sent has been synced to ShieldGate, or the user ID mapping value differs from the synced ID.',
          ja: 'IdPが送信したユーザーIDと同じユーザーがShieldGateに同期されていないか、ユーザーIDのマッピング値が同期済みのIDと異なります。',
        },
        action: {
          ko: '관리자가 디렉터리 동기화 상태를 확인하고, 동기화되어 있다면 연결 테스트 결과를 보고 사용자 ID 매핑 클레임을 바꿉니다.',
          en: 'An administrator checks the directory sync status. If the user is synced, the administrator reviews the connection test result and changes the user ID mapping claim.',
          ja: '管理者がディレクトリ同期の状態を確認し、同期済みであれば接続テストの結果を見て、ユーザーIDのマッピングクレームを変更します。',
        },
      },
      {
        code: 'SG-SSO-603',
        message: {ko: '그룹 정보가 없습니다.', en: 'Group information is missing.', ja: 'グループ情報がありません。'},
        cause: {
          ko: 'IdP 응답에 groups 범위나 속성이 빠졌습니다.',
          en: 'The IdP response does not include the groups scope or attribute.',
          ja: 'IdP応答にgroupsスコープまたは属性が含まれていません。',
        },
        action: {
          ko: 'IdP에서 그룹 클레임을 내보내도록 설정합니다.',
          en: 'Configure the IdP to send the groups claim.',
          ja: 'IdPでグループクレームを送信するように設定します。',
        },
      },
      {
        code: 'SG-ADM-101',
        message: {
          ko: '관리자 ID 또는 비밀번호가 올바르지 않습니다.',
          en: 'The admin ID or password is incorrect.',
          ja: '管理者IDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '관리자 ID나 비밀번호를 잘못 입력했습니다.',
          en: 'The admin ID or password was entered incorrectly.',
          ja: '管理者IDまたはパスワードの入力に誤りがあります。',
        },
        action: {ko: '다시 입력합니다.', en: 'Enter them again.', ja: 'もう一度入力します。'},
      },
      {
        code: 'SG-ADM-102',
        message: {ko: 'OTP가 올바르지 않습니다.', en: 'The OTP is incorrect.', ja: 'OTPが正しくありません。'},
        cause: {
          ko: 'OTP 앱의 시각이 어긋났거나 다른 계정의 OTP를 입력했습니다.',
          en: 'The clock of the OTP app is off, or the OTP of another account was entered.',
          ja: 'OTPアプリの時刻がずれているか、別のアカウントのOTPを入力しました。',
        },
        action: {
          ko: '휴대폰 시각을 자동으로 맞추고 새 OTP를 입력합니다.',
          en: "Set the phone's date and time to update automatically and enter a new OTP.",
          ja: '携帯電話の時刻を自動で合わせ、新しいOTPを入力します。',
        },
      },
      {
        code: 'SG-ADM-103',
        message: {
          ko: '허용되지 않은 IP에서의 접속입니다.',
          en: 'Access from this IP address is not allowed.',
          ja: '許可されていないIPアドレスからの接続です。',
        },
        cause: {
          ko: '관리자 PC가 접속 허용 IP 대역 밖에 있습니다.',
          en: "The administrator's PC is outside the allowed IP ranges.",
          ja: '管理者PCが接続許可IPの範囲外にあります。',
        },
        action: {
          ko: '관리망 PC에서 접속합니다. 모든 최고 관리자가 대역 밖이면 관리 서버에서 sgctl admin allow-ip add 명령으로 대역을 추가합니다.',
          en: 'Connect from a PC on the management network. If every super administrator is outside the ranges, add a range on the management server with the sgctl admin allow-ip add command.',
          ja: '管理ネットワークのPCから接続します。すべてのスーパー管理者が範囲外にいる場合は、管理サーバーでsgctl admin allow-ip addコマンドを実行して範囲を追加します。',
        },
      },
      {
        code: 'SG-ADM-104',
        message: {
          ko: '관리자 계정이 잠겼습니다.',
          en: 'The admin account is locked.',
          ja: '管理者アカウントがロックされました。',
        },
        cause: {
          ko: '관리자 로그인에 연속으로 실패했습니다(기본 5회, 30분 잠금).',
          en: 'Admin sign-in failed several times in a row (5 times by default, locked for 30 minutes).',
          ja: '管理者ログインに連続して失敗しました（既定5回、30分ロック）。',
        },
        action: {
          ko: '잠금 시간이 지나기를 기다리거나 다른 최고 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait until the lockout time has passed, or ask another super administrator to unlock the account.',
          ja: 'ロック時間が過ぎるのを待つか、別のスーパー管理者にロック解除を依頼します。',
        },
      },
    ],
  },
  releases: [
    {version: '3.2.4', date: '2025-05-19'},
    {version: '3.1.5', date: '2024-09-23'},
    {version: '3.0.8', date: '2024-03-25'},
  ],
  lifecycle: [
    {
      line: {ko: '2.x', en: '2.x', ja: '2.x'},
      released: '2020-04-01',
      endOfSale: '2023-03-31',
      endOfSupport: '2026-03-31',
    },
    {line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2022-11-01'},
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '클라이언트 에이전트, 브라우저',
        en: 'Client agent, browser',
        ja: 'クライアントエージェント、ブラウザー',
      },
      to: {ko: '게이트웨이 노드', en: 'Gateway node', ja: 'ゲートウェイノード'},
      purpose: {
        ko: '사용자 접속(TLS 1.3 터널, 웹 애플리케이션 게시 URL)',
        en: 'User access (TLS 1.3 tunnel, web application published URLs)',
        ja: 'ユーザー接続（TLS 1.3トンネル、Webアプリケーションの公開URL）',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '게이트웨이 노드', en: 'Gateway node', ja: 'ゲートウェイノード'},
      to: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      purpose: {
        ko: '관리 연결(정책 결정, 정책 배포, 하트비트, 로그 전달)',
        en: 'Management connection (policy decisions, policy deployment, heartbeat, log delivery)',
        ja: '管理接続（ポリシー判定、ポリシー配布、ハートビート、ログ転送）',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '관리자 PC(접속 허용 IP)', en: 'Administrator PC (allowed IPs)', ja: '管理者PC（接続許可IP）'},
      to: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      purpose: {
        ko: '관리자 콘솔 접속(HTTPS)',
        en: 'Admin console access (HTTPS)',
        ja: '管理コンソールへの接続（HTTPS）',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
      to: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      purpose: {
        ko: 'SCIM 2.0 프로비저닝(ShieldID SCIM 동기화를 쓸 때)',
        en: 'SCIM 2.0 provisioning (when you use ShieldID SCIM sync)',
        ja: 'SCIM 2.0プロビジョニング（ShieldID SCIM同期を使う場合）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '게이트웨이 노드', en: 'Gateway node', ja: 'ゲートウェイノード'},
      to: {ko: 'ShieldID 또는 SAML·OIDC IdP', en: 'ShieldID or a SAML/OIDC IdP', ja: 'ShieldIDまたはSAML・OIDC IdP'},
      purpose: {
        ko: 'SSO 토큰 교환과 서명 검증(JWKS)',
        en: 'SSO token exchange and signature verification (JWKS)',
        ja: 'SSOトークンの交換と署名検証（JWKS）',
      },
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      to: {ko: 'LDAP·AD 디렉터리', en: 'LDAP/AD directory', ja: 'LDAP・ADディレクトリ'},
      purpose: {ko: 'LDAPS 디렉터리 동기화', en: 'LDAPS directory sync', ja: 'LDAPSディレクトリ同期'},
    },
    {
      port: '514',
      protocol: 'TCP/UDP',
      from: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      to: {ko: 'SIEM(syslog 수신 서버)', en: 'SIEM (syslog receiver)', ja: 'SIEM（syslog受信サーバー）'},
      purpose: {
        ko: 'syslog 전송(기본 TCP 514)',
        en: 'syslog forwarding (TCP 514 by default)',
        ja: 'syslog転送（既定TCP 514）',
      },
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      to: {ko: 'SIEM(syslog 수신 서버)', en: 'SIEM (syslog receiver)', ja: 'SIEM（syslog受信サーバー）'},
      purpose: {ko: 'TLS syslog 전송', en: 'TLS syslog forwarding', ja: 'TLS syslog転送'},
    },
  ],
  values: {
    host: 'gate.example.com',
    adminConsoleUrl: 'https://gate-admin.example.com:9443',
    appPortalUrl: 'https://gate.example.com/apps',
    downloadUrl: 'https://gate.example.com/download',
    scimEndpoint: 'https://gate-admin.example.com:9443/scim/v2',
    oidcRedirectUri: 'https://gate.example.com/auth/oidc/callback',
    oidcPostLogoutRedirectUri: 'https://gate.example.com/auth/logout/done',
    samlEntityId: 'https://gate.example.com/auth/saml',
    samlAcsUrl: 'https://gate.example.com/auth/saml/acs',
    samlSloUrl: 'https://gate.example.com/auth/saml/slo',
    samlMetadataUrl: 'https://gate.example.com/auth/saml/metadata',
    clientLogDirWindows: 'C:\\ProgramData\\ShieldGate\\logs',
    clientLogDirMac: '/Library/Logs/ShieldGate',
    serverLogDir: '/opt/shieldgate/logs',
    windowsInstaller: 'ShieldGateClient-3.2.4-x64.msi',
    macInstaller: 'ShieldGateClient-3.2.4.pkg',
    serverPackage: 'shieldgate-server-3.2.4.tar.gz',
    cli: 'sgctl',
    initialAdmin: 'sgadmin',
    loopbackCallback: 'http://127.0.0.1:47620/callback',
  },
} satisfies ProductFacts;
