import type {ProductFacts} from '../types';

/**
 * 문서보안(Document Security): 통합 서버(SCI), PC 에이전트, 관리자 콘솔.
 * Source of truth: docs-ds/ (admin and user guides, FAQ). Support articles under
 * docs-support/endpoint-security/document-security/ quote these facts.
 */
export default {
  id: 'ds',
  name: {ko: '문서보안', en: 'Document Security', ja: '文書セキュリティ'},
  pages: [
    'docs-ds/',
    'docs-support/endpoint-security/document-security/introduction.md',
    'docs-support/endpoint-security/document-security/faq.md',
    'docs-support/endpoint-security/document-security/정책-가이드.md',
    'docs-support/endpoint-security/document-security/drm.md',
    'docs-support/endpoint-security/document-security/function-lists/drm-function-list.md',
    'docs-support/endpoint-security/document-security/auto-save/',
    'docs-support/endpoint-security/document-security/custom-policy/',
    'docs-support/endpoint-security/document-security/print-screen-marking/',
    'docs-support/endpoint-security/document-security/product-specs/',
    'docs-support/endpoint-security/document-security/technical-security-restrictions/',
  ],
  errors: {
    // Bracketed codes as the product shows them ([1107], [A403], [S509]), codes after
    // "오류"/"오류 코드"/"에러 코드" in prose, and document codes with the DS- prefix (DS-2001).
    pattern:
      '(?:(?<=\\[)(?=(?:[ASE]\\d{3}|\\d{4})\\])|(?<=(?:오류|에러)(?: 코드)? `?)(?=(?:E-CFG-\\d{3}|[ASE]\\d{3}|\\d{4})\\b)|\\b(?=DS-\\d{4}\\b))(DS-\\d{4}|E-CFG-\\d{3}|[ASE]\\d{3}|\\d{4})',
    codes: [
      {
        code: '1101',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '입력한 아이디나 비밀번호가 문서보안 계정과 다릅니다.',
          en: 'The user ID or password you entered does not match your Document Security account.',
          ja: '入力したユーザーIDまたはパスワードが、文書セキュリティのアカウントと一致しません。',
        },
        action: {
          ko: '대소문자와 키보드 입력 언어를 확인하고 다시 입력합니다. 5회 연속 틀리면 계정이 잠깁니다.',
          en: 'Check the letter case and the keyboard input language, then enter them again. After 5 failed attempts in a row, the account is locked.',
          ja: '大文字と小文字、キーボードの入力言語を確認して、もう一度入力します。5回連続で間違えると、アカウントがロックされます。',
        },
      },
      {
        code: '1102',
        message: {
          ko: '계정이 잠겼습니다. 10분 후에 다시 시도하거나 관리자에게 문의하십시오.',
          en: 'Your account is locked. Try again in 10 minutes or contact your administrator.',
          ja: 'アカウントがロックされました。10分後にもう一度試すか、管理者に問い合わせてください。',
        },
        cause: {
          ko: '비밀번호를 5회 연속 틀려 계정이 잠겼습니다.',
          en: 'The account was locked because the password was entered incorrectly 5 times in a row.',
          ja: 'パスワードを5回連続で間違えたため、アカウントがロックされました。',
        },
        action: {
          ko: '10분 후 다시 시도하거나 헬프데스크에 잠금 해제를 요청합니다.',
          en: 'Try again after 10 minutes, or ask the help desk to unlock the account.',
          ja: '10分後にもう一度試すか、ヘルプデスクにロックの解除を依頼します。',
        },
      },
      {
        code: '1103',
        message: {
          ko: '사용이 중지된 계정입니다. 관리자에게 문의하십시오.',
          en: 'This account is disabled. Contact your administrator.',
          ja: '利用が停止されたアカウントです。管理者に問い合わせてください。',
        },
        cause: {
          ko: '휴직·퇴사 처리되었거나 관리자가 비활성화한 계정입니다.',
          en: 'The account was processed for a leave of absence or departure, or an administrator deactivated it.',
          ja: '休職・退職の処理がされたか、管理者が無効化したアカウントです。',
        },
        action: {
          ko: '헬프데스크에 계정 상태를 문의합니다.',
          en: 'Ask the help desk about the account status.',
          ja: 'ヘルプデスクにアカウントの状態を問い合わせます。',
        },
      },
      {
        code: '1105',
        message: {
          ko: '오프라인 사용 기간이 만료되었습니다. 서버에 연결한 후 다시 로그인하십시오.',
          en: 'The offline use period has expired. Connect to the server and sign in again.',
          ja: 'オフライン利用期間の期限が切れました。サーバーに接続してから、再度ログインしてください。',
        },
        cause: {
          ko: '마지막 온라인 로그인 후 정책의 오프라인 허용 기간(기본 3일)이 지났습니다.',
          en: 'The allowed offline period in the policy (3 days by default) has passed since the last online sign-in.',
          ja: '最後のオンラインログインから、ポリシーのオフライン許可期間（既定3日）が過ぎました。',
        },
        action: {
          ko: '사내망이나 VPN에 연결한 뒤 온라인으로 다시 로그인합니다.',
          en: 'Connect to the company network or VPN, then sign in online again.',
          ja: '社内ネットワークまたはVPNに接続してから、オンラインで再度ログインします。',
        },
      },
      {
        code: '1107',
        message: {
          ko: '서버에 연결할 수 없습니다. 네트워크 연결과 서버 주소를 확인하십시오.',
          en: 'Cannot connect to the server. Check the network connection and the server address.',
          ja: 'サーバーに接続できません。ネットワーク接続とサーバーアドレスを確認してください。',
        },
        cause: {
          ko: '에이전트가 통합 서버(ds.example.com)의 TCP 8443에 연결하지 못했습니다. 사내망·VPN 미연결, 방화벽 차단, DNS 이름 해석 실패, local.ini의 서버 주소 오류, 서버 점검 가운데 하나입니다.',
          en: 'The agent could not connect to TCP 8443 on the Integration Server (ds.example.com). The cause is one of these: no company network or VPN connection, a firewall block, a DNS name resolution failure, a wrong server address in local.ini, or server maintenance.',
          ja: 'エージェントが統合サーバー（ds.example.com）のTCP 8443に接続できませんでした。社内ネットワーク・VPNの未接続、ファイアウォールによるブロック、DNSの名前解決の失敗、local.iniのサーバーアドレスの誤り、サーバーのメンテナンスのいずれかです。',
        },
        action: {
          ko: 'PowerShell의 Test-NetConnection으로 ds.example.com의 8443 포트 연결을 확인하고, 로그인 창의 서버 주소가 ds.example.com:8443인지 확인합니다.',
          en: 'Check the connection to port 8443 on ds.example.com with Test-NetConnection in PowerShell, and check that the server address in the sign-in window is ds.example.com:8443.',
          ja: 'PowerShellのTest-NetConnectionでds.example.comの8443ポートへの接続を確認し、ログインウィンドウのサーバーアドレスがds.example.com:8443であることを確認します。',
        },
      },
      {
        code: '1110',
        message: {
          ko: '서버 응답 시간이 초과되었습니다. 잠시 후 다시 시도하십시오.',
          en: 'The server response timed out. Try again later.',
          ja: 'サーバーの応答がタイムアウトしました。しばらくしてから、もう一度試してください。',
        },
        cause: {
          ko: '서버에 연결은 되었지만 인증, 정책 수신, 보류 로그 업로드가 120초 안에 끝나지 않았습니다.',
          en: 'The agent connected to the server, but authentication, policy download and pending log upload did not finish within 120 seconds.',
          ja: 'サーバーには接続できましたが、認証、ポリシーの受信、保留ログのアップロードが120秒以内に終わりませんでした。',
        },
        action: {
          ko: '로그인 기록(login_YYYYMMDD.log)의 마지막 단계를 확인하고 에이전트 서비스를 다시 시작한 뒤 다시 로그인합니다.',
          en: 'Check the last step in the sign-in log (login_YYYYMMDD.log), restart the agent service, and sign in again.',
          ja: 'ログイン記録（login_YYYYMMDD.log）の最後の段階を確認し、エージェントサービスを再起動してから、再度ログインします。',
        },
      },
      {
        code: '1112',
        message: {
          ko: '로컬 설정 파일을 찾을 수 없습니다.',
          en: 'Cannot find the local settings file.',
          ja: 'ローカル設定ファイルが見つかりません。',
        },
        cause: {
          ko: 'C:\\ProgramData\\DocSecurity\\Agent\\conf\\local.ini 파일이 없거나 크기가 0KB로 손상되었습니다.',
          en: 'The file C:\\ProgramData\\DocSecurity\\Agent\\conf\\local.ini is missing, or it is corrupted with a size of 0 KB.',
          ja: 'C:\\ProgramData\\DocSecurity\\Agent\\conf\\local.iniファイルがないか、サイズが0KBになって破損しています。',
        },
        action: {
          ko: 'local.ini.bak을 복원하거나 DSConfig.exe /restore로 설정 파일을 다시 만든 뒤 에이전트 서비스를 다시 시작합니다.',
          en: 'Restore local.ini.bak or recreate the settings file with DSConfig.exe /restore, then restart the agent service.',
          ja: 'local.ini.bakを復元するか、DSConfig.exe /restoreで設定ファイルを作り直してから、エージェントサービスを再起動します。',
        },
      },
      {
        code: '1120',
        message: {
          ko: 'SSO 인증 정보를 확인할 수 없습니다. 아이디와 비밀번호로 로그인하십시오.',
          en: 'Cannot verify the SSO credentials. Sign in with your user ID and password.',
          ja: 'SSOの認証情報を確認できません。ユーザーIDとパスワードでログインしてください。',
        },
        cause: {
          ko: 'SSO 토큰 검증에 실패했습니다. PC와 서버의 시간 차이가 5분 이상이거나 IdP 서명 인증서가 만료된 경우입니다.',
          en: 'SSO token validation failed. The time difference between the PC and the server is 5 minutes or more, or the IdP signing certificate has expired.',
          ja: 'SSOトークンの検証に失敗しました。PCとサーバーの時刻の差が5分以上あるか、IdPの署名証明書の有効期限が切れています。',
        },
        action: {
          ko: '로그인 창에서 아이디와 비밀번호로 수동 로그인하고, PC 시간 동기화와 IdP 인증서 만료 여부를 확인합니다.',
          en: 'Sign in manually with your user ID and password in the sign-in window, and check the PC time sync and whether the IdP certificate has expired.',
          ja: 'ログインウィンドウでユーザーIDとパスワードを使って手動でログインし、PCの時刻同期とIdP証明書の有効期限を確認します。',
        },
      },
      {
        code: '1121',
        message: {
          ko: '도메인 계정과 연결된 문서보안 사용자가 없습니다.',
          en: 'No Document Security user is linked to the domain account.',
          ja: 'ドメインアカウントに関連付けられた文書セキュリティのユーザーがいません。',
        },
        cause: {
          ko: 'SSO 사용자 매핑 속성 값과 일치하는 문서보안 사용자가 없습니다.',
          en: 'No Document Security user matches the value of the SSO user mapping attribute.',
          ja: 'SSOのユーザーマッピング属性の値と一致する文書セキュリティのユーザーがいません。',
        },
        action: {
          ko: '헬프데스크에 Windows 로그온 아이디를 알려 인사 정보의 계정 연결을 요청합니다.',
          en: 'Give the help desk your Windows logon ID and ask them to link the account in the HR data.',
          ja: 'ヘルプデスクにWindowsのログオンIDを伝え、人事情報でのアカウントの関連付けを依頼します。',
        },
      },
      {
        code: 'DS-2001',
        message: {
          ko: '이 문서를 열 권한이 없습니다.',
          en: 'You do not have permission to open this document.',
          ja: 'この文書を開く権限がありません。',
        },
        cause: {
          ko: '문서의 보안 등급과 부서 정책상 열람 권한이 없습니다.',
          en: "The document's security level and your department policy do not give you the view permission.",
          ja: '文書のセキュリティ等級と部署のポリシーにより、閲覧権限がありません。',
        },
        action: {
          ko: '문서보안 > 권한 변경 요청으로 열람 권한을 요청합니다.',
          en: 'Request the view permission with Document Security > Request Permission Change.',
          ja: '文書セキュリティ > 権限変更の申請で閲覧権限を申請します。',
        },
      },
      {
        code: 'DS-2002',
        message: {
          ko: '읽기 전용으로 열렸습니다. 편집 권한이 필요합니다.',
          en: 'The document opened as read-only. Edit permission is required.',
          ja: '読み取り専用で開きました。編集権限が必要です。',
        },
        cause: {
          ko: '열람 권한만 있고 편집 권한이 없습니다.',
          en: 'You have the view permission but not the edit permission.',
          ja: '閲覧権限だけがあり、編集権限がありません。',
        },
        action: {
          ko: '문서보안 > 권한 변경 요청으로 편집 권한을 요청합니다.',
          en: 'Request the edit permission with Document Security > Request Permission Change.',
          ja: '文書セキュリティ > 権限変更の申請で編集権限を申請します。',
        },
      },
      {
        code: 'DS-2003',
        message: {ko: '출력 권한이 없습니다.', en: 'You do not have print permission.', ja: '印刷権限がありません。'},
        cause: {
          ko: '정책이나 문서 권한이 출력을 허용하지 않습니다.',
          en: 'The policy or the document permissions do not allow printing.',
          ja: 'ポリシーまたは文書の権限で、印刷が許可されていません。',
        },
        action: {
          ko: '문서보안 > 권한 변경 요청으로 출력 권한을 요청합니다.',
          en: 'Request the print permission with Document Security > Request Permission Change.',
          ja: '文書セキュリティ > 権限変更の申請で印刷権限を申請します。',
        },
      },
      {
        code: 'DS-2004',
        message: {
          ko: '반출 권한이 없습니다.',
          en: 'You do not have export permission.',
          ja: '持ち出し権限がありません。',
        },
        cause: {
          ko: '복호화 후 외부 전달이나 외부 매체 복사 권한이 없습니다.',
          en: 'You do not have permission to send the document outside or copy it to external media after decryption.',
          ja: '復号後の外部への送付や、外部メディアへのコピーの権限がありません。',
        },
        action: {
          ko: '문서보안 > 권한 변경 요청으로 반출 권한을 요청합니다.',
          en: 'Request the export permission with Document Security > Request Permission Change.',
          ja: '文書セキュリティ > 権限変更の申請で持ち出し権限を申請します。',
        },
      },
      {
        code: 'DS-2101',
        message: {
          ko: '보안 문서를 열 수 없습니다. 문서보안에 로그인한 후 다시 시도하십시오.',
          en: 'Cannot open the secure document. Sign in to Document Security and try again.',
          ja: 'セキュリティ文書を開けません。文書セキュリティにログインしてから、もう一度試してください。',
        },
        cause: {
          ko: '에이전트가 로그아웃 상태이거나 오프라인 허용 기간이 지났습니다.',
          en: 'The agent is signed out, or the allowed offline period has passed.',
          ja: 'エージェントがログアウト状態であるか、オフライン許可期間が過ぎています。',
        },
        action: {
          ko: '트레이 아이콘을 더블클릭해 로그인합니다. 오프라인 허용 기간이 지났으면 사내망이나 VPN에 연결해 온라인으로 로그인합니다.',
          en: 'Double-click the tray icon to sign in. If the allowed offline period has passed, connect to the company network or VPN and sign in online.',
          ja: 'トレイアイコンをダブルクリックしてログインします。オフライン許可期間が過ぎている場合は、社内ネットワークまたはVPNに接続してオンラインでログインします。',
        },
      },
      {
        code: 'DS-2310',
        message: {
          ko: '자동 저장본을 복호화할 수 없습니다.',
          en: 'Cannot decrypt the auto-saved copy.',
          ja: '自動保存ファイルを復号できません。',
        },
        cause: {
          ko: '복구본을 만든 사용자와 현재 로그인 사용자가 다르거나, 복구본 작성 중 전원이 꺼져 파일이 손상되었습니다.',
          en: 'The user who created the recovery copy is not the user currently signed in, or the power went off while the recovery copy was being written and the file was corrupted.',
          ja: '復元用ファイルを作成したユーザーと現在ログインしているユーザーが異なるか、復元用ファイルの作成中に電源が切れてファイルが破損しました。',
        },
        action: {
          ko: '복구본을 만든 사용자로 로그인하거나 보관 중인 이전 복구본을 선택합니다.',
          en: 'Sign in as the user who created the recovery copy, or select an earlier recovery copy that was kept.',
          ja: '復元用ファイルを作成したユーザーでログインするか、保管されている以前の復元用ファイルを選択します。',
        },
      },
      {
        code: 'A401',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '관리자 콘솔에 입력한 관리자 계정 정보가 틀렸습니다.',
          en: 'The admin account information entered in the admin console is wrong.',
          ja: '管理コンソールに入力した管理者アカウントの情報が間違っています。',
        },
        action: {
          ko: '대소문자를 확인하고 다시 입력합니다.',
          en: 'Check the letter case and enter it again.',
          ja: '大文字と小文字を確認して、もう一度入力します。',
        },
      },
      {
        code: 'A403',
        message: {
          ko: '허용되지 않은 IP 주소에서 접속했습니다.',
          en: 'Access from this IP address is not allowed.',
          ja: '許可されていないIPアドレスからアクセスしました。',
        },
        cause: {
          ko: '관리자 PC의 IP가 관리자 접근 제어의 허용 IP 목록에 없습니다.',
          en: 'The IP address of the admin PC is not in the allowed IP list of admin access control.',
          ja: '管理者PCのIPアドレスが、管理者アクセス制御の許可IPリストにありません。',
        },
        action: {
          ko: '허용된 PC에서 접속하거나, 서버에서 dsctl admin-ip reset으로 허용 IP 목록을 초기화합니다.',
          en: 'Connect from an allowed PC, or reset the allowed IP list on the server with dsctl admin-ip reset.',
          ja: '許可されたPCからアクセスするか、サーバーでdsctl admin-ip resetを実行して許可IPリストを初期化します。',
        },
      },
      {
        code: 'A423',
        message: {ko: '계정이 잠겼습니다.', en: 'The account is locked.', ja: 'アカウントがロックされました。'},
        cause: {
          ko: '관리자 콘솔 로그인 실패 횟수(기본 5회)를 넘었습니다.',
          en: 'The number of failed admin console sign-ins (5 by default) was exceeded.',
          ja: '管理コンソールのログイン失敗回数（既定5回）を超えました。',
        },
        action: {
          ko: '잠금 시간(기본 30분)이 지나거나 최고 관리자가 관리자 계정 화면에서 잠금을 해제합니다.',
          en: 'Wait until the lockout duration (30 minutes by default) passes, or have a super admin unlock the account on the admin account screen.',
          ja: 'ロック時間（既定30分）が過ぎるのを待つか、スーパー管理者が管理者アカウント画面でロックを解除します。',
        },
      },
      {
        code: 'S201',
        message: {
          ko: 'LDAP 서버 인증서를 신뢰할 수 없습니다.',
          en: 'The LDAP server certificate is not trusted.',
          ja: 'LDAPサーバーの証明書を信頼できません。',
        },
        cause: {
          ko: 'LDAPS 연결에 사용하는 도메인 CA 인증서가 통합 서버에 등록되어 있지 않습니다.',
          en: 'The domain CA certificate used for the LDAPS connection is not registered on the Integration Server.',
          ja: 'LDAPS接続に使用するドメインCA証明書が、統合サーバーに登録されていません。',
        },
        action: {
          ko: '도메인 CA 인증서를 관리자 콘솔의 환경 설정 > 인증서에 등록합니다.',
          en: 'Register the domain CA certificate in System Settings > Certificates in the admin console.',
          ja: 'ドメインCA証明書を、管理コンソールの環境設定 > 証明書に登録します。',
        },
      },
      {
        code: 'S509',
        message: {
          ko: '비활성화 대상이 삭제 보호 한도를 초과했습니다.',
          en: 'The deactivation targets exceed the deletion protection limit.',
          ja: '無効化の対象が削除保護の上限を超えました。',
        },
        cause: {
          ko: '한 번의 조직도 동기화로 비활성화될 사용자가 삭제 보호 한도(기본 5%)를 넘어 동기화가 중단되었습니다.',
          en: 'The users that one organization chart sync would deactivate exceeded the deletion protection limit (5% by default), so the sync stopped.',
          ja: '1回の組織図同期で無効化されるユーザーが削除保護の上限（既定5%）を超えたため、同期が中断されました。',
        },
        action: {
          ko: '인사 DB 뷰나 LDAP 기본 DN이 올바른지 확인한 뒤 다시 동기화합니다.',
          en: 'Check that the HR DB view or the LDAP base DN is correct, then sync again.',
          ja: '人事DBのビューまたはLDAPのベースDNが正しいことを確認してから、再度同期します。',
        },
      },
      {
        code: 'E301',
        message: {ko: '알 수 없는 명령', en: 'Unknown command', ja: '不明なコマンド'},
        cause: {
          ko: '마킹 스크립트에 정의되지 않은 명령이나 오타가 있습니다.',
          en: 'The marking script has an undefined command or a typo.',
          ja: 'マーキングスクリプトに、定義されていないコマンドまたは入力ミスがあります。',
        },
        action: {
          ko: '스크립트 검사 결과의 줄 번호에서 명령 이름을 확인합니다.',
          en: 'Check the command name on the line number given in the script check result.',
          ja: 'スクリプト検査結果に示された行番号で、コマンド名を確認します。',
        },
      },
      {
        code: 'E302',
        message: {ko: '닫히지 않은 문자열', en: 'Unclosed string', ja: '閉じられていない文字列'},
        cause: {
          ko: '마킹 스크립트의 문자열을 여는 큰따옴표와 닫는 큰따옴표의 짝이 맞지 않습니다.',
          en: 'The opening and closing double quotation marks of a string in the marking script do not match.',
          ja: 'マーキングスクリプトで、文字列を開く二重引用符と閉じる二重引用符の対応が合っていません。',
        },
        action: {
          ko: '스크립트 검사 결과의 줄 번호에서 큰따옴표를 확인합니다.',
          en: 'Check the double quotation marks on the line number given in the script check result.',
          ja: 'スクリプト検査結果に示された行番号で、二重引用符を確認します。',
        },
      },
      {
        code: 'E-CFG-002',
        message: {ko: 'local.ini not found', en: 'local.ini not found', ja: 'local.ini not found'},
        cause: {
          ko: '에이전트 로그(agent_YYYYMMDD.log)에 기록되는 항목으로, 로컬 설정 파일 local.ini가 없습니다. 로그인 창에는 1112가 표시됩니다.',
          en: 'An entry written to the agent log (agent_YYYYMMDD.log): the local settings file local.ini is missing. The sign-in window shows 1112.',
          ja: 'エージェントログ（agent_YYYYMMDD.log）に記録される項目で、ローカル設定ファイルlocal.iniがありません。ログインウィンドウには1112が表示されます。',
        },
        action: {
          ko: '1112와 같은 방법으로 local.ini를 복원합니다.',
          en: 'Restore local.ini in the same way as for 1112.',
          ja: '1112と同じ方法でlocal.iniを復元します。',
        },
      },
    ],
  },
  // 통합 서버와 PC 에이전트는 따로 버전을 매깁니다. 지원 문서가 인용하는 패치 버전을 모두 담습니다.
  releases: [
    {version: '5.3.2', date: '2026-08-24', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.3.1', date: '2026-06-15', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '5.3.0', date: '2026-03-09', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '5.3.0', date: '2026-03-09', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.2.3', date: '2025-10-13', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.2.2', date: '2025-08-11', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.2.1', date: '2025-06-09', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.2.0', date: '2025-04-07', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '5.2.0', date: '2025-04-07', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.9', date: '2025-01-13', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.8', date: '2024-11-11', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.7', date: '2024-09-09', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.6', date: '2024-07-08', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.5', date: '2024-05-13', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.4', date: '2024-03-11', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.3', date: '2024-01-15', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.2', date: '2023-12-11', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.1.0', date: '2023-10-10', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '5.1.0', date: '2023-10-10', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '5.0.0', date: '2022-10-04', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '5.0.0', date: '2022-10-04', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
    {version: '4.5.0', date: '2019-03-04', component: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'}},
    {version: '4.5.0', date: '2019-03-04', component: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'}},
  ],
  // 통합 서버(SCI)는 문서보안의 서버이므로 수명주기는 문서보안 주 버전 하나로 관리합니다.
  lifecycle: [
    {
      line: {ko: '4.x', en: '4.x', ja: '4.x'},
      released: '2019-03-04',
      endOfSale: '2022-12-31',
      endOfSupport: '2025-12-31',
    },
    {line: {ko: '5.x', en: '5.x', ja: '5.x'}, released: '2022-10-04'},
  ],
  ports: [
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'PC 에이전트', en: 'PC agent', ja: 'PCエージェント'},
      to: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      purpose: {
        ko: '로그인, 정책 수신(10분마다), 로그 전송(HTTPS)',
        en: 'Sign-in, policy download (every 10 minutes), log upload (HTTPS)',
        ja: 'ログイン、ポリシーの受信（10分ごと）、ログの送信（HTTPS）',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '관리자 PC 웹 브라우저', en: 'Web browser on the admin PC', ja: '管理者PCのWebブラウザー'},
      to: {ko: '관리자 콘솔', en: 'Admin console', ja: '管理コンソール'},
      purpose: {
        ko: '관리자 콘솔 접속(HTTPS)',
        en: 'Admin console access (HTTPS)',
        ja: '管理コンソールへのアクセス（HTTPS）',
      },
    },
    {
      port: '3306',
      protocol: 'TCP',
      from: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      to: {ko: 'DB 서버(MariaDB)', en: 'DB server (MariaDB)', ja: 'DBサーバー（MariaDB）'},
      purpose: {
        ko: '정책, 사용자, 로그 저장',
        en: 'Storing policies, users and logs',
        ja: 'ポリシー、ユーザー、ログの保存',
      },
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      to: {ko: '도메인 컨트롤러(LDAPS)', en: 'Domain controller (LDAPS)', ja: 'ドメインコントローラー（LDAPS）'},
      purpose: {ko: 'LDAP 조직도 동기화', en: 'LDAP organization chart sync', ja: 'LDAPによる組織図の同期'},
    },
    {
      port: '514',
      protocol: 'UDP',
      from: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      to: {ko: 'Syslog 서버(SIEM)', en: 'Syslog server (SIEM)', ja: 'Syslogサーバー（SIEM）'},
      purpose: {ko: '로그 실시간 전송(CEF)', en: 'Real-time log forwarding (CEF)', ja: 'ログのリアルタイム転送（CEF）'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '통합 서버(SCI)', en: 'Integration Server (SCI)', ja: '統合サーバー（SCI）'},
      to: {ko: 'Syslog 서버(SIEM)', en: 'Syslog server (SIEM)', ja: 'Syslogサーバー（SIEM）'},
      purpose: {
        ko: '로그 실시간 전송(CEF, TLS)',
        en: 'Real-time log forwarding (CEF, TLS)',
        ja: 'ログのリアルタイム転送（CEF、TLS）',
      },
    },
  ],
  values: {
    host: 'ds.example.com',
    serverAddress: 'ds.example.com:8443',
    consoleUrl: 'https://ds.example.com:9443/console',
    downloadUrl: 'https://ds.example.com:8443/download',
    agentService: 'DSAgentSvc',
    loginProcess: 'DSLogin.exe',
    trayProcess: 'DSAgent.exe',
    agentInstallDir: 'C:\\Program Files\\DocSecurity\\Agent',
    agentDataDir: 'C:\\ProgramData\\DocSecurity\\Agent',
    localIni: 'C:\\ProgramData\\DocSecurity\\Agent\\conf\\local.ini',
    agentBuild: '5.3.2.1087',
    agentInstaller: 'DSAgentSetup_x64_5.3.2.1087.exe',
    adminAccount: 'dsadmin',
  },
} satisfies ProductFacts;
