import type {ProductFacts} from '../types';

export default {
  id: 'portal',
  name: {ko: '고객 포털', en: 'Customer Portal', ja: 'カスタマーポータル'},
  pages: ['docs-portal/', 'docs-support/notice/business-process/service-portal.md'],
  errors: {
    // Portal codes are a prefix and four digits (AUTH-1002, DL-4004). Other products use the same
    // prefixes with three digits (ShieldGate AUTH-101, SSO-601), so the pattern is not site-wide.
    pattern: '\\b((?:AUTH|REG|SSO|TKT|DL|LIC|ADM)-\\d{4})\\b',
    codes: [
      {
        code: 'AUTH-1001',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '이메일이나 비밀번호가 틀렸습니다.',
          en: 'The email or password is wrong.',
          ja: 'メールアドレスまたはパスワードが間違っています。',
        },
        action: {
          ko: 'Caps Lock 상태를 확인하고 다시 입력합니다. 5회 연속 틀리면 계정이 잠깁니다.',
          en: 'Check whether Caps Lock is on and enter them again. Five consecutive failures lock the account.',
          ja: 'Caps Lockの状態を確認して、もう一度入力します。5回連続で間違えるとアカウントがロックされます。',
        },
      },
      {
        code: 'AUTH-1002',
        message: {
          ko: '로그인 실패 횟수를 초과해 계정이 잠겼습니다. 30분 후 다시 시도하거나 비밀번호를 재설정하십시오.',
          en: 'Your account is locked because the number of failed sign-ins was exceeded. Try again in 30 minutes or reset your password.',
          ja: 'ログインの失敗回数が上限を超えたため、アカウントがロックされました。30分後にもう一度お試しいただくか、パスワードを再設定してください。',
        },
        cause: {
          ko: '비밀번호를 5회 연속 틀렸습니다.',
          en: 'The password was entered incorrectly 5 times in a row.',
          ja: 'パスワードを5回連続で間違えました。',
        },
        action: {
          ko: '30분 뒤 자동 해제를 기다리거나, 비밀번호 찾기로 비밀번호를 재설정하거나, 고객사 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait for the automatic unlock after 30 minutes, reset your password with Forgot Password, or ask your customer administrator to unlock the account.',
          ja: '30分後の自動解除を待つか、「パスワードを忘れた場合」からパスワードを再設定するか、顧客企業の管理者にロックの解除を依頼します。',
        },
      },
      {
        code: 'AUTH-1003',
        message: {
          ko: '비밀번호 유효 기간이 지났습니다.',
          en: 'Your password has expired.',
          ja: 'パスワードの有効期限が切れました。',
        },
        cause: {
          ko: '마지막으로 비밀번호를 바꾼 뒤 90일이 지났습니다.',
          en: '90 days have passed since you last changed your password.',
          ja: '最後にパスワードを変更してから90日が経過しました。',
        },
        action: {
          ko: '이어서 표시되는 화면에서 새 비밀번호로 변경합니다.',
          en: 'Change to a new password on the screen that follows.',
          ja: '続いて表示される画面で、新しいパスワードに変更します。',
        },
      },
      {
        code: 'AUTH-1004',
        message: {
          ko: '승인 대기 중인 계정입니다. 고객사 관리자의 승인 후 로그인할 수 있습니다.',
          en: 'This account is pending approval. You can sign in after your customer administrator approves it.',
          ja: '承認待ちのアカウントです。顧客企業の管理者の承認後にログインできます。',
        },
        cause: {
          ko: '고객사 관리자가 가입 신청을 아직 승인하지 않았습니다.',
          en: 'The customer administrator has not yet approved the sign-up request.',
          ja: '顧客企業の管理者が、まだ登録申請を承認していません。',
        },
        action: {
          ko: '고객사 관리자에게 승인을 요청합니다. 승인 대기 신청은 14일이 지나면 자동으로 만료됩니다.',
          en: 'Ask your customer administrator for approval. Pending sign-up requests expire automatically after 14 days.',
          ja: '顧客企業の管理者に承認を依頼します。承認待ちの申請は、14日が経過すると自動的に期限切れになります。',
        },
      },
      {
        code: 'AUTH-1005',
        message: {
          ko: '비활성화된 계정입니다.',
          en: 'This account has been deactivated.',
          ja: '無効化されたアカウントです。',
        },
        cause: {
          ko: '고객사 관리자가 계정을 비활성화했습니다.',
          en: 'The customer administrator deactivated the account.',
          ja: '顧客企業の管理者がアカウントを無効化しました。',
        },
        action: {
          ko: '고객사 관리자에게 문의합니다.',
          en: 'Contact your customer administrator.',
          ja: '顧客企業の管理者に問い合わせます。',
        },
      },
      {
        code: 'AUTH-1006',
        message: {
          ko: 'SSO 로그인만 허용된 계정입니다.',
          en: 'This account can sign in only with SSO.',
          ja: 'SSOログインのみが許可されているアカウントです。',
        },
        cause: {
          ko: '고객사 관리자가 SSO 설정에서 일반 사용자의 비밀번호 로그인을 막았습니다.',
          en: 'The customer administrator blocked password sign-in for regular users in the SSO settings.',
          ja: '顧客企業の管理者が、SSOの設定で一般ユーザーのパスワードログインをブロックしました。',
        },
        action: {
          ko: '로그인 화면의 SSO 로그인 버튼으로 로그인합니다.',
          en: 'Sign in with the Sign In with SSO button on the sign-in screen.',
          ja: 'ログイン画面の「SSOでログイン」ボタンからログインします。',
        },
      },
      {
        code: 'AUTH-1101',
        message: {
          ko: '재설정 링크가 만료되었거나 이미 사용되었습니다.',
          en: 'The reset link has expired or has already been used.',
          ja: '再設定リンクの有効期限が切れているか、すでに使用されています。',
        },
        cause: {
          ko: '재설정 메일 발송 후 30분이 지났거나 링크를 이미 사용했습니다.',
          en: 'More than 30 minutes have passed since the reset email was sent, or the link has already been used.',
          ja: '再設定メールの送信から30分が経過したか、リンクをすでに使用しました。',
        },
        action: {
          ko: '비밀번호 찾기를 처음부터 다시 진행합니다.',
          en: 'Start Forgot Password again from the beginning.',
          ja: '「パスワードを忘れた場合」の手順を最初からやり直します。',
        },
      },
      {
        code: 'SSO-2001',
        message: {
          ko: '포털에 등록되지 않은 사용자입니다.',
          en: 'This user is not registered in the portal.',
          ja: 'ポータルに登録されていないユーザーです。',
        },
        cause: {
          ko: 'IdP 이메일과 같은 이메일의 승인된 포털 계정이 없습니다. 포털은 SSO로 처음 들어온 사용자의 계정을 자동으로 만들지 않습니다.',
          en: 'There is no approved portal account with the same email as the IdP email. The portal does not automatically create accounts for users who arrive through SSO for the first time.',
          ja: 'IdPのメールアドレスと同じメールアドレスの承認済みポータルアカウントがありません。ポータルは、SSOで初めてアクセスしたユーザーのアカウントを自動的には作成しません。',
        },
        action: {
          ko: '사용자는 같은 이메일로 회원 가입을 신청하고, 고객사 관리자는 사용자를 초대하거나 가입 신청을 승인합니다.',
          en: 'The user requests sign-up with the same email, and the customer administrator invites the user or approves the sign-up request.',
          ja: 'ユーザーは同じメールアドレスで会員登録を申請し、顧客企業の管理者はユーザーを招待するか登録申請を承認します。',
        },
      },
      {
        code: 'SSO-2002',
        message: {
          ko: 'SAML 응답의 서명을 확인할 수 없습니다.',
          en: 'The signature of the SAML response cannot be verified.',
          ja: 'SAMLレスポンスの署名を検証できません。',
        },
        cause: {
          ko: 'IdP 서명 인증서가 바뀌어 포털에 등록된 인증서와 다릅니다.',
          en: 'The IdP signing certificate has changed and differs from the certificate registered in the portal.',
          ja: 'IdPの署名証明書が変更され、ポータルに登録されている証明書と異なります。',
        },
        action: {
          ko: '고객사 관리자가 IdP 메타데이터를 다시 등록합니다.',
          en: 'The customer administrator registers the IdP metadata again.',
          ja: '顧客企業の管理者がIdPメタデータを再登録します。',
        },
      },
      {
        code: 'SSO-2003',
        message: {
          ko: 'SAML 응답이 만료되었습니다.',
          en: 'The SAML response has expired.',
          ja: 'SAMLレスポンスの有効期限が切れています。',
        },
        cause: {
          ko: 'PC 또는 IdP 서버 시각이 허용 시각 오차(기본 3분)보다 많이 어긋났습니다.',
          en: 'The clock of the PC or the IdP server is off by more than the allowed clock skew (3 minutes by default).',
          ja: 'PCまたはIdPサーバーの時刻が、許容する時刻のずれ（既定3分）を超えてずれています。',
        },
        action: {
          ko: '브라우저를 새로 열어 다시 시도합니다. 반복되면 고객사 관리자가 IdP 서버 시각을 NTP로 맞춥니다.',
          en: 'Open a new browser and try again. If it keeps happening, the customer administrator synchronizes the IdP server clock with NTP.',
          ja: 'ブラウザーを開き直して、もう一度試します。繰り返し発生する場合は、顧客企業の管理者がIdPサーバーの時刻をNTPで合わせます。',
        },
      },
      {
        code: 'SSO-2004',
        message: {
          ko: '이메일 속성이 없습니다.',
          en: 'The email attribute is missing.',
          ja: 'メールアドレスの属性がありません。',
        },
        cause: {
          ko: 'IdP가 이메일 속성을 보내지 않았습니다. 속성 매핑이 빠졌거나 속성 이름이 다릅니다.',
          en: 'The IdP did not send the email attribute. The attribute mapping is missing or the attribute name is different.',
          ja: 'IdPがメールアドレスの属性を送信しませんでした。属性マッピングが欠けているか、属性名が異なります。',
        },
        action: {
          ko: '고객사 관리자가 테스트 로그인 결과의 수신 속성을 보고 속성 매핑을 고칩니다.',
          en: 'The customer administrator checks the received attributes in the test sign-in result and fixes the attribute mapping.',
          ja: '顧客企業の管理者が、テストログインの結果で受信した属性を確認し、属性マッピングを修正します。',
        },
      },
      {
        code: 'SSO-2005',
        message: {
          ko: '등록된 SSO 설정이 없는 도메인입니다.',
          en: 'No SSO configuration is registered for this domain.',
          ja: 'SSOの設定が登録されていないドメインです。',
        },
        cause: {
          ko: '입력한 이메일 도메인에 SSO가 설정되지 않았습니다.',
          en: 'SSO is not configured for the email domain you entered.',
          ja: '入力したメールドメインにSSOが設定されていません。',
        },
        action: {
          ko: '도메인 철자를 확인하거나 아이디와 비밀번호로 로그인합니다.',
          en: 'Check the spelling of the domain, or sign in with your user ID and password.',
          ja: 'ドメインのつづりを確認するか、ユーザーIDとパスワードでログインします。',
        },
      },
      {
        code: 'SSO-2006',
        message: {
          ko: 'Audience 값이 일치하지 않습니다.',
          en: 'The Audience value does not match.',
          ja: 'Audienceの値が一致しません。',
        },
        cause: {
          ko: 'IdP에 입력한 Entity ID에 오타가 있습니다.',
          en: 'The Entity ID entered in the IdP contains a typo.',
          ja: 'IdPに入力したEntity IDに入力ミスがあります。',
        },
        action: {
          ko: '고객사 관리자가 SP 정보 화면의 Entity ID를 그대로 복사해 IdP에 입력합니다.',
          en: 'The customer administrator copies the Entity ID from the SP Information screen exactly as shown and enters it in the IdP.',
          ja: '顧客企業の管理者が、「SP情報」画面のEntity IDをそのままコピーしてIdPに入力します。',
        },
      },
      {
        code: 'REG-3001',
        message: {
          ko: '계약 번호와 회사명이 일치하지 않습니다.',
          en: 'The contract number and company name do not match.',
          ja: '契約番号と会社名が一致しません。',
        },
        cause: {
          ko: '계약 번호에 오타가 있거나 회사명이 계약서와 다릅니다.',
          en: 'The contract number contains a typo, or the company name differs from the contract.',
          ja: '契約番号に入力ミスがあるか、会社名が契約書と異なります。',
        },
        action: {
          ko: '계약서의 회사명과 계약 번호를 그대로 입력합니다.',
          en: 'Enter the company name and contract number exactly as they appear on the contract.',
          ja: '契約書の会社名と契約番号をそのまま入力します。',
        },
      },
      {
        code: 'REG-3002',
        message: {
          ko: '이미 가입된 이메일입니다.',
          en: 'This email is already registered.',
          ja: 'すでに登録されているメールアドレスです。',
        },
        cause: {
          ko: '같은 이메일로 만든 계정이 있습니다.',
          en: 'An account with the same email already exists.',
          ja: '同じメールアドレスで作成されたアカウントがあります。',
        },
        action: {
          ko: '로그인 화면의 비밀번호 찾기로 비밀번호를 재설정합니다.',
          en: 'Reset your password with Forgot Password on the sign-in screen.',
          ja: 'ログイン画面の「パスワードを忘れた場合」からパスワードを再設定します。',
        },
      },
      {
        code: 'REG-3003',
        message: {
          ko: '인증 코드가 올바르지 않습니다.',
          en: 'The verification code is incorrect.',
          ja: '認証コードが正しくありません。',
        },
        cause: {
          ko: '인증 코드를 잘못 입력했습니다. 같은 코드로 5회 연속 틀리면 코드가 무효가 됩니다.',
          en: 'The verification code was entered incorrectly. After 5 consecutive failures with the same code, the code becomes invalid.',
          ja: '認証コードの入力を間違えました。同じコードで5回連続して間違えると、コードが無効になります。',
        },
        action: {
          ko: '메일의 코드를 다시 확인해 입력합니다.',
          en: 'Check the code in the email again and enter it.',
          ja: 'メールのコードをもう一度確認して入力します。',
        },
      },
      {
        code: 'REG-3004',
        message: {
          ko: '인증 코드가 만료되었습니다.',
          en: 'The verification code has expired.',
          ja: '認証コードの有効期限が切れました。',
        },
        cause: {
          ko: '인증 코드 발송 후 10분이 지났습니다.',
          en: 'More than 10 minutes have passed since the verification code was sent.',
          ja: '認証コードの送信から10分が経過しました。',
        },
        action: {
          ko: '인증 코드 받기를 다시 클릭해 새 코드를 받습니다.',
          en: 'Click Get Verification Code again to get a new code.',
          ja: '「認証コードを取得」をもう一度クリックして、新しいコードを取得します。',
        },
      },
      {
        code: 'REG-3005',
        message: {
          ko: '업무용 이메일만 가입할 수 있습니다.',
          en: 'Only work email addresses can sign up.',
          ja: '業務用メールアドレスのみ登録できます。',
        },
        cause: {
          ko: '무료 웹메일 도메인을 입력했습니다.',
          en: 'A free webmail domain was entered.',
          ja: '無料Webメールのドメインを入力しました。',
        },
        action: {
          ko: '회사 도메인 이메일로 다시 신청합니다.',
          en: 'Apply again with an email address on your company domain.',
          ja: '会社のドメインのメールアドレスで再度申請します。',
        },
      },
      {
        code: 'DL-4001',
        message: {
          ko: '계약에 포함되지 않은 제품입니다.',
          en: 'This product is not included in your contract.',
          ja: '契約に含まれていない製品です。',
        },
        cause: {
          ko: '고객사 계약에 해당 제품이 없습니다.',
          en: "The product is not in the customer organization's contract.",
          ja: '顧客企業の契約に該当する製品がありません。',
        },
        action: {
          ko: '영업 담당자에게 계약 범위를 확인합니다.',
          en: 'Check the contract scope with your sales representative.',
          ja: '営業担当者に契約範囲を確認します。',
        },
      },
      {
        code: 'DL-4002',
        message: {
          ko: '다운로드 권한이 없습니다.',
          en: 'You do not have permission to download this file.',
          ja: 'ダウンロード権限がありません。',
        },
        cause: {
          ko: '조회자 역할로 설치 파일, 패치 또는 라이선스 파일을 받으려 했습니다.',
          en: 'A user with the Viewer role tried to download an installer, a patch or a license file.',
          ja: '閲覧者ロールで、インストーラー、パッチ、またはライセンスファイルをダウンロードしようとしました。',
        },
        action: {
          ko: '고객사 관리자에게 요청자 역할을 요청합니다.',
          en: 'Ask your customer administrator for the Requester role.',
          ja: '顧客企業の管理者に依頼者ロールを依頼します。',
        },
      },
      {
        code: 'DL-4003',
        message: {
          ko: '유지보수 기간이 만료되어 받을 수 없습니다.',
          en: 'You cannot download this file because the maintenance period has expired.',
          ja: '保守期間が終了しているため、ダウンロードできません。',
        },
        cause: {
          ko: '유지보수 기간 이후에 게시된 파일입니다.',
          en: 'The file was published after the maintenance period ended.',
          ja: '保守期間の終了後に公開されたファイルです。',
        },
        action: {
          ko: '유지보수 계약을 갱신합니다.',
          en: 'Renew the maintenance contract.',
          ja: '保守契約を更新します。',
        },
      },
      {
        code: 'DL-4004',
        message: {
          ko: '다운로드 링크가 만료되었습니다.',
          en: 'The download link has expired.',
          ja: 'ダウンロードリンクの有効期限が切れました。',
        },
        cause: {
          ko: '다운로드 링크 발급 후 24시간이 지났습니다.',
          en: 'More than 24 hours have passed since the download link was issued.',
          ja: 'ダウンロードリンクの発行から24時間が経過しました。',
        },
        action: {
          ko: '자료실에서 다운로드를 다시 클릭해 새 링크를 받습니다.',
          en: 'Click Download again in the Download Center to get a new link.',
          ja: 'ダウンロードセンターで「ダウンロード」をもう一度クリックし、新しいリンクを取得します。',
        },
      },
      {
        code: 'DL-4005',
        message: {
          ko: '일일 다운로드 한도를 초과했습니다.',
          en: 'The daily download limit has been exceeded.',
          ja: '1日のダウンロード上限を超えました。',
        },
        cause: {
          ko: '한 사용자의 하루 다운로드 총량 20 GB를 넘었습니다.',
          en: 'The user exceeded the daily download total of 20 GB per user.',
          ja: '1人のユーザーの1日あたりのダウンロード総量20GBを超えました。',
        },
        action: {
          ko: '다음 날 다시 받거나 기술지원팀에 문의합니다.',
          en: 'Download again the next day, or contact the support team.',
          ja: '翌日に再度ダウンロードするか、サポートチームに問い合わせます。',
        },
      },
      {
        code: 'TKT-5001',
        message: {
          ko: '첨부 파일 크기가 제한을 초과했습니다.',
          en: 'The attachment size exceeds the limit.',
          ja: '添付ファイルのサイズが上限を超えています。',
        },
        cause: {
          ko: '첨부 파일 하나가 100 MB를 넘었습니다.',
          en: 'An attachment is larger than 100 MB.',
          ja: '1つの添付ファイルが100MBを超えています。',
        },
        action: {
          ko: '로그를 날짜별로 나누어 압축한 뒤 첨부합니다.',
          en: 'Split the logs by date, compress them, and attach them.',
          ja: 'ログを日付ごとに分けて圧縮してから添付します。',
        },
      },
      {
        code: 'TKT-5002',
        message: {
          ko: '허용되지 않는 파일 형식입니다.',
          en: 'This file type is not allowed.',
          ja: '許可されていないファイル形式です。',
        },
        cause: {
          ko: '실행 파일처럼 허용 목록(zip, 7z, log, txt, png, jpg)에 없는 형식을 첨부했습니다.',
          en: 'A file type that is not in the allow list (zip, 7z, log, txt, png, jpg), such as an executable, was attached.',
          ja: '実行ファイルのように、許可リスト（zip、7z、log、txt、png、jpg）にない形式のファイルを添付しました。',
        },
        action: {
          ko: 'zip으로 압축해 첨부합니다.',
          en: 'Compress the file as zip and attach it.',
          ja: 'zipで圧縮して添付します。',
        },
      },
      {
        code: 'TKT-5003',
        message: {
          ko: '종료된 티켓에는 답변할 수 없습니다.',
          en: 'You cannot reply to a closed ticket.',
          ja: '終了したチケットには返信できません。',
        },
        cause: {
          ko: '종료된 티켓은 다시 열 수 없습니다.',
          en: 'A closed ticket cannot be reopened.',
          ja: '終了したチケットは再オープンできません。',
        },
        action: {
          ko: '새 티켓을 만들고 설명에 이전 티켓 번호를 적습니다.',
          en: 'Create a new ticket and write the previous ticket number in the description.',
          ja: '新しいチケットを作成し、説明に以前のチケット番号を記載します。',
        },
      },
      {
        code: 'LIC-6001',
        message: {
          ko: '서버 식별 코드 형식이 올바르지 않습니다.',
          en: 'The server ID code format is incorrect.',
          ja: 'サーバー識別コードの形式が正しくありません。',
        },
        cause: {
          ko: '서버 식별 코드는 하이픈을 포함한 24자입니다.',
          en: 'The server ID code is 24 characters long, including hyphens.',
          ja: 'サーバー識別コードは、ハイフンを含めて24文字です。',
        },
        action: {
          ko: '제품 관리자 콘솔에서 코드를 복사해 붙여 넣습니다.',
          en: "Copy the code from the product's admin console and paste it.",
          ja: '製品の管理コンソールからコードをコピーして貼り付けます。',
        },
      },
      {
        code: 'LIC-6002',
        message: {
          ko: '발급 가능 횟수를 초과했습니다.',
          en: 'The number of allowed issuances has been exceeded.',
          ja: '発行可能な回数を超えました。',
        },
        cause: {
          ko: '같은 라이선스는 30일 동안 3회까지 발급할 수 있습니다.',
          en: 'The same license can be issued up to 3 times in 30 days.',
          ja: '同じライセンスは、30日間に3回まで発行できます。',
        },
        action: {
          ko: '추가 발급이 필요하면 기술지원 티켓으로 요청합니다.',
          en: 'If you need additional issuances, request them with a support ticket.',
          ja: '追加の発行が必要な場合は、技術サポートのチケットで依頼します。',
        },
      },
      {
        code: 'ADM-7001',
        message: {
          ko: '마지막 관리자의 역할은 변경할 수 없습니다.',
          en: 'The role of the last administrator cannot be changed.',
          ja: '最後の管理者のロールは変更できません。',
        },
        cause: {
          ko: '고객사에는 관리자가 최소 1명 있어야 합니다.',
          en: 'A customer organization must have at least one administrator.',
          ja: '顧客企業には、少なくとも1人の管理者が必要です。',
        },
        action: {
          ko: '다른 사용자에게 관리자 역할을 먼저 준 뒤 변경합니다.',
          en: 'Give the administrator role to another user first, and then make the change.',
          ja: 'ほかのユーザーに先に管理者ロールを付与してから変更します。',
        },
      },
      {
        code: 'ADM-7002',
        message: {
          ko: '다른 고객사 도메인의 이메일입니다.',
          en: "This email belongs to another customer organization's domain.",
          ja: 'ほかの顧客企業のドメインのメールアドレスです。',
        },
        cause: {
          ko: '초대 이메일의 도메인이 고객사에 등록된 도메인과 다릅니다.',
          en: 'The domain of the invited email differs from the domains registered for the customer organization.',
          ja: '招待するメールアドレスのドメインが、顧客企業に登録されているドメインと異なります。',
        },
        action: {
          ko: '관리 > 조직 > 정보 변경 요청으로 도메인 추가를 요청합니다.',
          en: 'Request the domain to be added through Admin > Organization > Request Information Change.',
          ja: '「管理 > 組織 > 情報変更の依頼」でドメインの追加を依頼します。',
        },
      },
    ],
  },
  values: {
    host: 'portal.example.com',
    url: 'https://portal.example.com',
    mailFrom: 'noreply@portal.example.com',
    ticketNumber: 'TS-2025-004512',
    contractNumber: 'CT-2024-001234',
    orgCode: 'ORG-10234',
    samlEntityId: 'https://portal.example.com/saml/sp/ORG-10234',
    samlAcsUrl: 'https://portal.example.com/saml/acs/ORG-10234',
    samlMetadataUrl: 'https://portal.example.com/saml/metadata/ORG-10234',
    samlClockSkew: {ko: '3분', en: '3 minutes', ja: '3分'},
    downloadLinkValidity: {ko: '24시간', en: '24 hours', ja: '24時間'},
    concurrentDownloads: {ko: '3개', en: '3 downloads', ja: '3件'},
    dailyDownloadLimit: '20 GB',
    loginFailureLimit: {ko: '5회', en: '5 times', ja: '5回'},
    lockDuration: {ko: '30분', en: '30 minutes', ja: '30分'},
    idleSession: {ko: '30분', en: '30 minutes', ja: '30分'},
    maxSession: {ko: '8시간', en: '8 hours', ja: '8時間'},
    passwordExpiry: {ko: '90일', en: '90 days', ja: '90日'},
    resetLinkValidity: {ko: '30분', en: '30 minutes', ja: '30分'},
    verificationCodeValidity: {ko: '10분', en: '10 minutes', ja: '10分'},
    signupPendingExpiry: {ko: '14일', en: '14 days', ja: '14日'},
    inviteValidity: {ko: '7일', en: '7 days', ja: '7日'},
    attachmentMaxSize: '100 MB',
    attachmentMaxCount: {ko: '5개', en: '5 files', ja: '5件'},
    autoCloseAfterResolved: {ko: '7일', en: '7 days', ja: '7日'},
    logRetention: {ko: '1년', en: '1 year', ja: '1年'},
    adminChangeLogRetention: {ko: '3년', en: '3 years', ja: '3年'},
  },
} satisfies ProductFacts;
