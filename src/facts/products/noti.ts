import type {ProductFacts} from '../types';

/**
 * Noti mail notification service. Source pages: docs-noti/admin-guide/mail-notification.md (codes shown
 * in the delivery log with the SMTP response, events), docs-noti/* (URLs). Noti's pages state no
 * product version, so it has no releases or life-cycle lines.
 */
export default {
  id: 'noti',
  name: {ko: 'Noti 알림', en: 'Noti Notifications', ja: 'Noti通知'},
  pages: ['docs-noti/'],
  errors: {
    pattern: '\\b(NOTI-E\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'NOTI-E101',
        message: {ko: 'SMTP 인증에 실패했습니다.', en: 'SMTP authentication failed.', ja: 'SMTP認証に失敗しました。'},
        cause: {
          ko: 'SMTP 계정이나 비밀번호가 틀렸습니다. SMTP 응답 예: 535 5.7.8 Authentication credentials invalid',
          en: 'The SMTP account or password is wrong. Sample SMTP response: 535 5.7.8 Authentication credentials invalid',
          ja: 'SMTPアカウントまたはパスワードが間違っています。SMTP応答の例： 535 5.7.8 Authentication credentials invalid',
        },
        action: {
          ko: '설정 > 메일 서버에서 계정 정보를 다시 입력합니다.',
          en: 'Enter the account information again in Settings > Mail Server.',
          ja: '設定 > メールサーバーで、アカウント情報を入力し直します。',
        },
      },
      {
        code: 'NOTI-E102',
        message: {
          ko: 'SMTP 서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the SMTP server.',
          ja: 'SMTPサーバーに接続できません。',
        },
        cause: {
          ko: 'SMTP 서버가 응답하지 않습니다. 방화벽이나 주소, 포트 문제입니다.',
          en: 'The SMTP server does not respond. This is a firewall, address or port problem.',
          ja: 'SMTPサーバーが応答しません。ファイアウォール、アドレス、またはポートの問題です。',
        },
        action: {
          ko: 'Noti 서버에서 SMTP 포트(587 또는 465)로 방화벽이 열려 있는지 확인합니다.',
          en: 'Check that the firewall is open from the Noti server to the SMTP port (587 or 465).',
          ja: 'NotiサーバーからSMTPポート（587または465）へのファイアウォールが開いているかを確認します。',
        },
      },
      {
        code: 'NOTI-E103',
        message: {
          ko: '보안 연결을 설정하지 못했습니다.',
          en: 'Could not establish a secure connection.',
          ja: 'セキュア接続を確立できませんでした。',
        },
        cause: {
          ko: '포트와 보안 연결 방식이 맞지 않아 TLS 협상이 실패했습니다. SMTP 응답 예: 454 4.7.0 TLS not available',
          en: 'The port and the secure connection method do not match, so TLS negotiation failed. Sample SMTP response: 454 4.7.0 TLS not available',
          ja: 'ポートとセキュア接続の方式が合っていないため、TLSネゴシエーションに失敗しました。SMTP応答の例： 454 4.7.0 TLS not available',
        },
        action: {
          ko: '포트와 보안 연결 방식의 조합을 확인합니다. 587 포트는 STARTTLS, 465 포트는 SSL/TLS를 사용합니다.',
          en: 'Check the combination of port and secure connection method. Port 587 uses STARTTLS and port 465 uses SSL/TLS.',
          ja: 'ポートとセキュア接続の方式の組み合わせを確認します。587番ポートはSTARTTLS、465番ポートはSSL/TLSを使用します。',
        },
      },
      {
        code: 'NOTI-E104',
        message: {
          ko: '발신 주소로 보낼 권한이 없습니다.',
          en: 'No permission to send as the From address.',
          ja: '送信元アドレスで送信する権限がありません。',
        },
        cause: {
          ko: 'SMTP 계정이 설정된 발신 주소로 보낼 권한이 없습니다. SMTP 응답 예: 550 5.7.60 Client does not have permissions to send as this sender',
          en: 'The SMTP account has no permission to send as the configured From address. Sample SMTP response: 550 5.7.60 Client does not have permissions to send as this sender',
          ja: 'SMTPアカウントに、設定された送信元アドレスで送信する権限がありません。SMTP応答の例： 550 5.7.60 Client does not have permissions to send as this sender',
        },
        action: {
          ko: '메일 서버에서 계정에 발신 권한을 주거나 발신 주소를 계정 주소로 바꿉니다.',
          en: "On the mail server, give the account permission to send, or change the From address to the account's address.",
          ja: 'メールサーバーでアカウントに送信権限を付与するか、送信元アドレスをアカウントのアドレスに変更します。',
        },
      },
      {
        code: 'NOTI-E201',
        message: {
          ko: '받는 주소가 없습니다.',
          en: 'The recipient address does not exist.',
          ja: '宛先アドレスが存在しません。',
        },
        cause: {
          ko: '받는 사람의 메일 주소가 메일 서버에 없습니다. 같은 주소로 3회 연속 실패하면 7일간 발송이 중지됩니다. SMTP 응답 예: 550 5.1.1 User unknown',
          en: "The recipient's mail address does not exist on the mail server. After 3 consecutive failures to the same address, sending to it stops for 7 days. Sample SMTP response: 550 5.1.1 User unknown",
          ja: '受信者のメールアドレスがメールサーバーに存在しません。同じアドレスへの送信に3回連続で失敗すると、7日間送信が停止されます。SMTP応答の例： 550 5.1.1 User unknown',
        },
        action: {
          ko: '사용자 디렉터리의 메일 주소를 확인합니다.',
          en: 'Check the mail address in the user directory.',
          ja: 'ユーザーディレクトリのメールアドレスを確認します。',
        },
      },
      {
        code: 'NOTI-E202',
        message: {
          ko: '받는 사람의 메일함이 가득 찼습니다.',
          en: "The recipient's mailbox is full.",
          ja: '受信者のメールボックスがいっぱいです。',
        },
        cause: {
          ko: '받는 사람 메일함의 용량이 초과되었습니다. SMTP 응답 예: 452 4.2.2 Mailbox full',
          en: "The recipient's mailbox has exceeded its quota. Sample SMTP response: 452 4.2.2 Mailbox full",
          ja: '受信者のメールボックスの容量を超えています。SMTP応答の例： 452 4.2.2 Mailbox full',
        },
        action: {
          ko: '재시도 후에도 실패하면 사용자에게 알립니다.',
          en: 'If it still fails after the retries, inform the user.',
          ja: '再試行後も失敗する場合は、ユーザーに知らせます。',
        },
      },
      {
        code: 'NOTI-E301',
        message: {
          ko: '템플릿으로 메일을 만들지 못했습니다.',
          en: 'Could not build the mail from the template.',
          ja: 'テンプレートからメールを作成できませんでした。',
        },
        cause: {
          ko: '템플릿 변수나 문법 오류(예: 닫히지 않은 #if 블록)로 메일을 만들지 못했습니다. 해당 메일은 기본 템플릿으로 대신 발송됩니다.',
          en: 'A template variable or syntax error (for example, an unclosed #if block) prevented the mail from being built. The mail is sent with the default template instead.',
          ja: 'テンプレートの変数または構文のエラー（例： 閉じられていない#ifブロック）により、メールを作成できませんでした。そのメールは既定のテンプレートで代わりに送信されます。',
        },
        action: {
          ko: '알림 템플릿 관리에서 템플릿의 변수와 조건문을 확인합니다.',
          en: "Check the template's variables and conditionals in Managing Notification Templates.",
          ja: '通知テンプレートの管理で、テンプレートの変数と条件文を確認します。',
        },
      },
      {
        code: 'NOTI-E401',
        message: {
          ko: '발송 속도 제한으로 대기합니다.',
          en: 'Waiting because of the sending rate limit.',
          ja: '送信速度の制限により待機しています。',
        },
        cause: {
          ko: '분당 최대 발송 수(기본 60통)를 넘어 메일이 대기열에서 기다립니다.',
          en: 'The maximum messages per minute (default 60) was exceeded, so the mail waits in the queue.',
          ja: '1分あたりの最大送信数（既定値60通）を超えたため、メールが送信キューで待機しています。',
        },
        action: {
          ko: '대기열에서 자동 발송됩니다. 상시 발생하면 분당 최대 발송 수를 올립니다.',
          en: 'The mail is sent automatically from the queue. If this happens all the time, raise the maximum messages per minute.',
          ja: '送信キューから自動的に送信されます。常に発生する場合は、1分あたりの最大送信数を引き上げます。',
        },
      },
    ],
  },
  values: {
    host: 'noti.example.com',
    serverUrl: 'https://noti.example.com',
    adminUrl: 'https://noti.example.com/admin',
    userSettingsUrl: 'https://noti.example.com/me/settings',
  },
} satisfies ProductFacts;
