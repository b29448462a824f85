import type {ProductFacts} from '../types';

/**
 * ShieldID facts. Source of truth: docs-shieldid/ (guide/admin-* pages first, then the user
 * guides, main features and FAQ). ShieldID is the IdP other products use for SSO: the MFA
 * methods, endpoints and session lifetimes here are the ones every page quotes.
 * ShieldID has no release-note page: 5.1.3 and 5.0.7 are the current patch levels the support
 * product page states. No page states their release dates; the dates are provisional, chosen
 * only to fit the pages (5.x line from 2021-07-01, 5.1 current in logs dated 2025-06-02);
 * confirm them before a page renders <Releases product="shieldid" />.
 * Texts are plain (the fact components print them as they are, without Markdown).
 */
export default {
  id: 'shieldid',
  name: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
  pages: ['docs-shieldid/', 'docs-support/zerotrust-security/shieldid/'],
  errors: {
    pattern: '\\b(IDP-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'IDP-1001',
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
        code: 'IDP-1002',
        message: {
          ko: '로그인 실패 횟수를 초과해 계정이 잠겼습니다.',
          en: 'Your account is locked because of too many failed sign-in attempts.',
          ja: 'ログインの失敗回数が上限を超えたため、アカウントがロックされました。',
        },
        cause: {
          ko: '비밀번호를 실패 허용 횟수(기본 5회)만큼 연속으로 틀렸습니다.',
          en: 'The password was entered incorrectly as many times in a row as the allowed number of failures (5 by default).',
          ja: 'パスワードを失敗の許容回数（既定5回）連続で間違えました。',
        },
        action: {
          ko: '잠금 시간(기본 30분)이 지난 뒤 다시 시도하거나, 비밀번호 재설정을 마치면 즉시 풀립니다.',
          en: 'Try again after the lockout time (30 minutes by default) has passed. The account is unlocked immediately when you complete a password reset.',
          ja: 'ロック時間（既定30分）が過ぎてからもう一度試します。パスワードの再設定を完了すると、すぐにロックが解除されます。',
        },
      },
      {
        code: 'IDP-1003',
        message: {
          ko: '비밀번호가 만료되었습니다. 새 비밀번호를 설정하십시오.',
          en: 'Your password has expired. Set a new password.',
          ja: 'パスワードの有効期限が切れました。新しいパスワードを設定してください。',
        },
        cause: {
          ko: '비밀번호 최대 사용 기간(기본 90일)이 지났습니다.',
          en: 'The maximum password age (90 days by default) has passed.',
          ja: 'パスワードの最大使用期間（既定90日）が過ぎました。',
        },
        action: {
          ko: '이어지는 화면에서 현재 비밀번호와 새 비밀번호를 입력합니다.',
          en: 'On the next screen, enter your current password and a new password.',
          ja: '続く画面で現在のパスワードと新しいパスワードを入力します。',
        },
      },
      {
        code: 'IDP-1004',
        message: {ko: '비활성화된 계정입니다.', en: 'This account is deactivated.', ja: '無効化されたアカウントです。'},
        cause: {
          ko: '퇴사, 휴직 등으로 관리자가 계정을 비활성화했습니다.',
          en: 'An administrator deactivated the account, for example because the employee left the company or is on leave.',
          ja: '退職、休職などにより、管理者がアカウントを無効化しました。',
        },
        action: {
          ko: '소속 부서를 통해 관리자에게 계정 상태 확인을 요청합니다. 비밀번호를 재설정해도 풀리지 않습니다.',
          en: 'Ask an administrator, through your department, to check the account status. Resetting the password does not reactivate it.',
          ja: '所属部署を通じて、管理者にアカウントの状態確認を依頼します。パスワードを再設定しても解除されません。',
        },
      },
      {
        code: 'IDP-1005',
        message: {
          ko: '계정 사용 기간이 만료되었습니다.',
          en: 'The account validity period has expired.',
          ja: 'アカウントの使用期間が終了しました。',
        },
        cause: {
          ko: '협력사 직원처럼 계정 만료일이 정해진 계정의 기간이 끝났습니다.',
          en: "The account has an expiration date, such as an account for a contractor's employee, and that date has passed.",
          ja: '協力会社の社員のようにアカウントの有効期限日が決められたアカウントで、その期間が終了しました。',
        },
        action: {
          ko: '담당 부서에 계정 기간 연장을 요청합니다.',
          en: 'Ask the responsible department to extend the account validity period.',
          ja: '担当部署にアカウント期間の延長を依頼します。',
        },
      },
      {
        code: 'IDP-2001',
        message: {ko: 'OTP가 올바르지 않습니다.', en: 'The OTP is incorrect.', ja: 'OTPが正しくありません。'},
        cause: {
          ko: 'OTP가 이미 바뀌었거나 휴대폰 시각이 30초 이상 어긋났습니다.',
          en: "The OTP has already changed, or the phone's clock is off by 30 seconds or more.",
          ja: 'OTPがすでに切り替わったか、携帯電話の時刻が30秒以上ずれています。',
        },
        action: {
          ko: '새 OTP를 입력하고 휴대폰의 날짜와 시간을 자동 설정으로 바꿉니다.',
          en: "Enter a new OTP and set the phone's date and time to update automatically.",
          ja: '新しいOTPを入力し、携帯電話の日付と時刻を自動設定に変更します。',
        },
      },
      {
        code: 'IDP-2002',
        message: {
          ko: '푸시 승인 시간이 초과되었습니다.',
          en: 'The push approval timed out.',
          ja: 'プッシュ承認がタイムアウトしました。',
        },
        cause: {
          ko: '푸시 응답 시간(60초) 안에 승인하지 않았습니다.',
          en: 'The push was not approved within the push response time (60 seconds).',
          ja: 'プッシュの応答時間（60秒）内に承認しませんでした。',
        },
        action: {ko: '다시 보내기를 클릭합니다.', en: 'Click Resend.', ja: '「再送信」をクリックします。'},
      },
      {
        code: 'IDP-2003',
        message: {
          ko: '푸시 요청이 거부되었습니다.',
          en: 'The push request was denied.',
          ja: 'プッシュリクエストが拒否されました。',
        },
        cause: {
          ko: 'ShieldID Authenticator에서 거부를 선택했습니다.',
          en: 'Deny was selected in ShieldID Authenticator.',
          ja: 'ShieldID Authenticatorで「拒否」を選択しました。',
        },
        action: {
          ko: '본인이 거부한 것이 맞다면 다시 로그인합니다. 요청하지 않은 푸시였다면 비밀번호를 바로 바꿉니다.',
          en: 'If you denied it yourself, sign in again. If you did not request the push, change your password right away.',
          ja: '本人が拒否した場合は、もう一度ログインします。リクエストしていないプッシュだった場合は、すぐにパスワードを変更します。',
        },
      },
      {
        code: 'IDP-2004',
        message: {
          ko: '등록된 인증 수단이 없습니다.',
          en: 'No authentication method is registered.',
          ja: '登録された認証手段がありません。',
        },
        cause: {
          ko: '두 번째 인증 수단을 아직 등록하지 않았습니다.',
          en: 'A second authentication method has not been registered yet.',
          ja: '2つ目の認証手段をまだ登録していません。',
        },
        action: {
          ko: '화면 안내에 따라 인증 수단을 등록합니다.',
          en: 'Register an authentication method by following the on-screen instructions.',
          ja: '画面の案内に従って認証手段を登録します。',
        },
      },
      {
        code: 'IDP-2005',
        message: {
          ko: '이 애플리케이션에는 보안 키 인증이 필요합니다.',
          en: 'This application requires security key authentication.',
          ja: 'このアプリケーションにはセキュリティキー認証が必要です。',
        },
        cause: {
          ko: '피싱 방지 인증이 필요한 애플리케이션인데 사용자에게 FIDO2 인증 수단이 없습니다.',
          en: 'The application requires phishing-resistant authentication, but the user has no FIDO2 authentication method.',
          ja: 'フィッシング耐性認証が必要なアプリケーションですが、ユーザーにFIDO2の認証手段がありません。',
        },
        action: {
          ko: '관리자가 FIDO2 보안 키를 지급하고, 사용자가 인증 수단으로 등록합니다.',
          en: 'An administrator issues a FIDO2 security key, and the user registers it as an authentication method.',
          ja: '管理者がFIDO2セキュリティキーを支給し、ユーザーが認証手段として登録します。',
        },
      },
      {
        code: 'IDP-3001',
        message: {
          ko: '이 애플리케이션에 대한 접근 권한이 없습니다.',
          en: 'You do not have access to this application.',
          ja: 'このアプリケーションへのアクセス権限がありません。',
        },
        cause: {
          ko: '애플리케이션이 사용자나 사용자의 그룹에 할당되지 않았습니다.',
          en: "The application is not assigned to the user or to any of the user's groups.",
          ja: 'アプリケーションがユーザーまたはユーザーのグループに割り当てられていません。',
        },
        action: {
          ko: '관리자에게 애플리케이션 할당을 요청합니다.',
          en: 'Ask an administrator to assign the application.',
          ja: '管理者にアプリケーションの割り当てを依頼します。',
        },
      },
      {
        code: 'IDP-3002',
        message: {
          ko: '등록되지 않은 애플리케이션이거나 redirect_uri가 일치하지 않습니다.',
          en: 'The application is not registered, or the redirect_uri does not match.',
          ja: '登録されていないアプリケーションか、redirect_uriが一致しません。',
        },
        cause: {
          ko: '애플리케이션이 보낸 클라이언트 ID나 리디렉션 URI가 등록 값과 다릅니다.',
          en: 'The client ID or redirect URI the application sent differs from the registered value.',
          ja: 'アプリケーションが送信したクライアントIDまたはリダイレクトURIが登録値と異なります。',
        },
        action: {
          ko: '토큰 발급 로그에서 애플리케이션이 보낸 값을 확인하고 등록 값을 대소문자와 끝의 슬래시까지 맞춥니다.',
          en: 'Check the value the application sent in the token issuance log, and make the registered value match exactly, including letter case and any trailing slash.',
          ja: 'トークン発行ログでアプリケーションが送信した値を確認し、登録値を大文字・小文字と末尾のスラッシュまで一致させます。',
        },
      },
      {
        code: 'IDP-3003',
        message: {
          ko: 'SAML 요청 형식이 올바르지 않습니다.',
          en: 'The SAML request format is invalid.',
          ja: 'SAMLリクエストの形式が正しくありません。',
        },
        cause: {
          ko: 'AuthnRequest의 Issuer가 등록된 Entity ID와 다르거나 ACS URL이 등록되지 않았습니다.',
          en: 'The Issuer in the AuthnRequest differs from the registered Entity ID, or the ACS URL is not registered.',
          ja: 'AuthnRequestのIssuerが登録済みのEntity IDと異なるか、ACS URLが登録されていません。',
        },
        action: {
          ko: '애플리케이션의 SP 메타데이터를 다시 가져옵니다.',
          en: "Import the application's SP metadata again.",
          ja: 'アプリケーションのSPメタデータをインポートし直します。',
        },
      },
      {
        code: 'IDP-3004',
        message: {
          ko: '리디렉션 반복이 감지되었습니다.',
          en: 'A redirect loop was detected.',
          ja: 'リダイレクトの繰り返しが検知されました。',
        },
        cause: {
          ko: '같은 애플리케이션의 인증 요청이 60초 안에 5회를 넘었습니다. 애플리케이션이 ShieldID 응답을 받고도 자기 세션을 만들지 못했습니다.',
          en: 'The same application sent more than 5 authentication requests within 60 seconds. The application received the ShieldID response but could not create its own session.',
          ja: '同じアプリケーションの認証リクエストが60秒以内に5回を超えました。アプリケーションがShieldIDの応答を受け取ったにもかかわらず、自身のセッションを作成できませんでした。',
        },
        action: {
          ko: '브라우저 쿠키를 지우고 다시 시도합니다. 반복되면 관리자가 시각 차이, 사용자 ID 클레임 매핑, 애플리케이션 계정을 확인합니다.',
          en: 'Clear the browser cookies and try again. If it repeats, an administrator checks the clock difference, the user ID claim mapping and the application account.',
          ja: 'ブラウザーのCookieを削除してもう一度試します。繰り返し発生する場合は、管理者が時刻差、ユーザーIDクレームのマッピング、アプリケーションのアカウントを確認します。',
        },
      },
      {
        code: 'IDP-4001',
        message: {
          ko: '인증 코드가 올바르지 않습니다.',
          en: 'The verification code is incorrect.',
          ja: '認証コードが正しくありません。',
        },
        cause: {
          ko: '비밀번호 재설정용 인증 코드를 잘못 입력했습니다.',
          en: 'The verification code for the password reset was entered incorrectly.',
          ja: 'パスワード再設定用の認証コードの入力に誤りがあります。',
        },
        action: {
          ko: '가장 최근에 받은 메일이나 문자의 코드를 입력합니다.',
          en: 'Enter the code from the most recent email or text message.',
          ja: '最後に受け取ったメールまたはSMSのコードを入力します。',
        },
      },
      {
        code: 'IDP-4002',
        message: {
          ko: '인증 코드가 만료되었습니다.',
          en: 'The verification code has expired.',
          ja: '認証コードの有効期限が切れました。',
        },
        cause: {
          ko: '코드 유효 시간 10분이 지났거나 같은 코드로 5회 틀렸습니다.',
          en: 'The 10-minute code validity period has passed, or the same code was entered incorrectly 5 times.',
          ja: 'コードの有効時間10分が過ぎたか、同じコードで5回間違えました。',
        },
        action: {
          ko: '코드 다시 받기를 클릭합니다.',
          en: 'Click Resend Code.',
          ja: '「コードを再送信」をクリックします。',
        },
      },
      {
        code: 'IDP-4003',
        message: {
          ko: '비밀번호 규칙을 충족하지 않습니다.',
          en: 'The password does not meet the password rules.',
          ja: 'パスワードのルールを満たしていません。',
        },
        cause: {
          ko: '길이, 복잡도, 금지 단어 조건에 맞지 않거나 유출 비밀번호 목록에 있는 값입니다.',
          en: 'The password does not meet the length, complexity or banned-word conditions, or it is on the breached password list.',
          ja: '長さ、複雑さ、禁止語の条件を満たしていないか、漏えいパスワードリストに含まれる値です。',
        },
        action: {
          ko: '화면의 규칙 표시를 보고 다른 비밀번호를 입력합니다.',
          en: 'Check the rules shown on the screen and enter a different password.',
          ja: '画面に表示されるルールを確認し、別のパスワードを入力します。',
        },
      },
      {
        code: 'IDP-4004',
        message: {
          ko: '최근에 사용한 비밀번호입니다.',
          en: 'This password was used recently.',
          ja: '最近使用したパスワードです。',
        },
        cause: {
          ko: '최근 비밀번호 이력(기본 5개) 안의 비밀번호입니다.',
          en: 'The password is in the recent password history (last 5 by default).',
          ja: '最近のパスワード履歴（既定5個）に含まれるパスワードです。',
        },
        action: {
          ko: '다른 비밀번호를 사용합니다.',
          en: 'Use a different password.',
          ja: '別のパスワードを使用します。',
        },
      },
      {
        code: 'IDP-4005',
        message: {
          ko: '등록된 확인 수단이 없습니다.',
          en: 'No verification method is registered.',
          ja: '登録された確認手段がありません。',
        },
        cause: {
          ko: '프로필에 업무용 이메일과 휴대폰 번호가 모두 비어 있습니다.',
          en: 'Both the work email and the mobile phone number in the profile are empty.',
          ja: 'プロフィールの業務用メールアドレスと携帯電話番号がどちらも空です。',
        },
        action: {
          ko: '헬프데스크에 본인 확인 후 재설정을 요청합니다.',
          en: 'Ask the help desk to verify your identity and reset the password.',
          ja: 'ヘルプデスクに、本人確認のうえでの再設定を依頼します。',
        },
      },
      {
        code: 'IDP-5001',
        message: {
          ko: '관리자 콘솔에 접근할 권한이 없습니다.',
          en: 'You do not have permission to access the admin console.',
          ja: '管理コンソールにアクセスする権限がありません。',
        },
        cause: {
          ko: '로그인한 계정에 관리자 역할이 없습니다.',
          en: 'The signed-in account has no administrator role.',
          ja: 'ログインしたアカウントに管理者ロールがありません。',
        },
        action: {
          ko: '최고 관리자에게 역할을 요청합니다.',
          en: 'Ask a super administrator for a role.',
          ja: 'スーパー管理者にロールの付与を依頼します。',
        },
      },
      {
        code: 'IDP-5002',
        message: {
          ko: '허용되지 않은 네트워크입니다.',
          en: 'This network is not allowed.',
          ja: '許可されていないネットワークです。',
        },
        cause: {
          ko: '접속 허용 네트워크 밖에서 관리자 콘솔에 접속했습니다.',
          en: 'The admin console was accessed from outside the allowed networks.',
          ja: '接続許可ネットワークの外から管理コンソールに接続しました。',
        },
        action: {
          ko: '사내망에서 접속합니다.',
          en: 'Connect from the corporate network.',
          ja: '社内ネットワークから接続します。',
        },
      },
    ],
  },
  releases: [
    {version: '5.1.3', date: '2025-04-14'},
    {version: '5.0.7', date: '2024-10-14'},
  ],
  lifecycle: [
    {
      line: {ko: '4.x', en: '4.x', ja: '4.x'},
      released: '2018-09-03',
      endOfSale: '2021-12-31',
      endOfSupport: '2024-12-31',
    },
    {line: {ko: '5.x', en: '5.x', ja: '5.x'}, released: '2021-07-01'},
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '사용자 브라우저, SSO 연동 애플리케이션',
        en: 'User browsers, SSO-integrated applications',
        ja: 'ユーザーのブラウザー、SSO連携アプリケーション',
      },
      to: {ko: 'ShieldID(id.example.com)', en: 'ShieldID (id.example.com)', ja: 'ShieldID(id.example.com)'},
      purpose: {
        ko: '사용자 포털, 로그인, SAML 2.0·OIDC 엔드포인트',
        en: 'User portal, sign-in, SAML 2.0 and OIDC endpoints',
        ja: 'ユーザーポータル、ログイン、SAML 2.0・OIDCエンドポイント',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '관리자 PC(접속 허용 네트워크)',
        en: 'Administrator PC (allowed networks)',
        ja: '管理者PC（接続許可ネットワーク）',
      },
      to: {
        ko: 'ShieldID(id.example.com/admin)',
        en: 'ShieldID (id.example.com/admin)',
        ja: 'ShieldID(id.example.com/admin)',
      },
      purpose: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
      to: {ko: '도메인 컨트롤러(LDAP·AD)', en: 'Domain controller (LDAP/AD)', ja: 'ドメインコントローラー（LDAP・AD）'},
      purpose: {
        ko: 'LDAPS 디렉터리 동기화와 비밀번호 인증 위임',
        en: 'LDAPS directory sync and delegated password authentication',
        ja: 'LDAPSディレクトリ同期とパスワード認証の委任',
      },
    },
    {
      port: '514',
      protocol: 'TCP/UDP',
      from: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
      to: {ko: 'SIEM(syslog 수신 서버)', en: 'SIEM (syslog receiver)', ja: 'SIEM（syslog受信サーバー）'},
      purpose: {ko: 'syslog 전송', en: 'syslog forwarding', ja: 'syslog転送'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
      to: {ko: 'SIEM(syslog 수신 서버)', en: 'SIEM (syslog receiver)', ja: 'SIEM（syslog受信サーバー）'},
      purpose: {ko: 'TLS syslog 전송', en: 'TLS syslog forwarding', ja: 'TLS syslog転送'},
    },
  ],
  values: {
    host: 'id.example.com',
    portalUrl: 'https://id.example.com',
    adminConsoleUrl: 'https://id.example.com/admin',
    samlEntityId: 'https://id.example.com/saml2/idp',
    samlMetadataUrl: 'https://id.example.com/saml2/idp/metadata',
    samlSsoUrl: 'https://id.example.com/saml2/idp/sso',
    samlSloUrl: 'https://id.example.com/saml2/idp/slo',
    oidcIssuer: 'https://id.example.com/oidc',
    oidcDiscovery: 'https://id.example.com/oidc/.well-known/openid-configuration',
    oidcAuthorize: 'https://id.example.com/oidc/authorize',
    oidcToken: 'https://id.example.com/oidc/token',
    oidcUserInfo: 'https://id.example.com/oidc/userinfo',
    oidcJwks: 'https://id.example.com/oidc/jwks',
    serverPackage: 'shieldid-server-5.1.3.tar.gz',
    serverLogDir: '/opt/shieldid/logs',
    authenticatorApp: 'ShieldID Authenticator',
  },
} satisfies ProductFacts;
