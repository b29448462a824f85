import type {ProductFacts} from '../types';

/** ShieldRive (docs-shieldrive): the release notes list 3.0.0 and later; 1.x and 2.x live in the life cycle only. */
export default {
  id: 'shieldrive',
  name: {ko: 'ShieldRive', en: 'ShieldRive', ja: 'ShieldRive'},
  pages: ['docs-shieldrive/', 'docs-support/document-security-orchestration/shieldrive/'],
  errors: {
    pattern: '\\b(SR-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SR-1001',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The user ID or password is incorrect.',
          ja: 'ユーザーIDまたはパスワードが正しくありません。',
        },
        cause: {
          ko: '입력한 아이디나 비밀번호가 계정 정보와 다릅니다.',
          en: 'The user ID or password entered does not match the account information.',
          ja: '入力したユーザーIDまたはパスワードがアカウント情報と一致しません。',
        },
        action: {
          ko: '대소문자와 키보드 입력 언어를 확인한 뒤 다시 입력합니다.',
          en: 'Check the letter case and the keyboard input language, then enter them again.',
          ja: '大文字と小文字、キーボードの入力言語を確認してから、もう一度入力します。',
        },
      },
      {
        code: 'SR-1004',
        message: {
          ko: '로그인 실패 횟수를 초과하여 계정이 잠겼습니다.',
          en: 'The account is locked because the allowed number of failed sign-in attempts was exceeded.',
          ja: 'ログインの失敗回数が上限を超えたため、アカウントがロックされました。',
        },
        cause: {
          ko: '로그인 실패 허용 횟수(기본 5회)를 넘어 계정이 잠겼습니다.',
          en: 'The account was locked because the allowed number of failed sign-ins (5 by default) was exceeded.',
          ja: 'ログイン失敗の許容回数（既定5回）を超えたため、アカウントがロックされました。',
        },
        action: {
          ko: '계정 잠금 시간(기본 30분)이 지나기를 기다리거나 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait until the account lockout time (30 minutes by default) passes, or ask the administrator to unlock the account.',
          ja: 'アカウントのロック時間（既定30分）が過ぎるのを待つか、管理者にロックの解除を依頼します。',
        },
      },
      {
        code: 'SR-1011',
        message: {
          ko: '허용되지 않은 IP 주소에서 접속했습니다.',
          en: 'Access from an IP address that is not allowed.',
          ja: '許可されていないIPアドレスから接続しました。',
        },
        cause: {
          ko: '관리자 콘솔에 접속한 PC의 IP가 접속 허용 IP 목록에 없습니다.',
          en: 'The IP of the PC that accessed the admin console is not in the allowed IP list.',
          ja: '管理コンソールに接続したPCのIPが、接続許可IPの一覧にありません。',
        },
        action: {
          ko: '다른 최고 관리자에게 설정 > 접속 허용 IP에 등록을 요청합니다.',
          en: 'Ask another super administrator to register the IP in Settings > Allowed IPs.',
          ja: '別のスーパー管理者に、設定 > 接続許可IPへの登録を依頼します。',
        },
      },
      {
        code: 'SR-1012',
        message: {ko: 'OTP가 올바르지 않습니다.', en: 'The OTP is incorrect.', ja: 'OTPが正しくありません。'},
        cause: {
          ko: '입력한 OTP가 틀렸거나 PC와 휴대폰의 시간이 30초 이상 다릅니다.',
          en: 'The OTP entered is wrong, or the clocks of the PC and the phone differ by 30 seconds or more.',
          ja: '入力したOTPが間違っているか、PCと携帯電話の時刻が30秒以上ずれています。',
        },
        action: {
          ko: '휴대폰 시간을 자동 설정으로 바꾼 뒤 새 OTP를 입력합니다.',
          en: "Set the phone's clock to set automatically, then enter a new OTP.",
          ja: '携帯電話の時刻を自動設定に変更してから、新しいOTPを入力します。',
        },
      },
      {
        code: 'SR-1021',
        message: {
          ko: 'SAML 응답의 서명을 확인할 수 없습니다.',
          en: 'The signature of the SAML response cannot be verified.',
          ja: 'SAML応答の署名を検証できません。',
        },
        cause: {
          ko: 'IdP 인증서가 갱신되어 저장된 메타데이터와 맞지 않습니다.',
          en: 'The IdP certificate was renewed and no longer matches the stored metadata.',
          ja: 'IdPの証明書が更新されたため、保存されているメタデータと一致しません。',
        },
        action: {
          ko: '설정 > 인증에서 IdP 메타데이터 URL을 다시 불러옵니다.',
          en: 'Load the IdP metadata URL again in Settings > Authentication.',
          ja: '設定 > 認証で、IdPメタデータURLをもう一度読み込みます。',
        },
      },
      {
        code: 'SR-1031',
        message: {
          ko: '감사 로그 저장소에 기록할 수 없습니다.',
          en: 'Cannot write to the audit log storage.',
          ja: '監査ログのストレージに書き込めません。',
        },
        cause: {
          ko: '메타데이터 DB의 공간이 부족해 관리자 로그를 기록하지 못합니다. 이 동안 관리자 콘솔의 변경 작업이 모두 거부됩니다.',
          en: 'The metadata DB is out of space, so admin logs cannot be recorded. Meanwhile, all change actions in the admin console are refused.',
          ja: 'メタデータDBの容量が不足しているため、管理者ログを記録できません。この間、管理コンソールでの変更操作はすべて拒否されます。',
        },
        action: {
          ko: '즉시 기술지원팀에 연락하고 데이터베이스 공간을 확보합니다.',
          en: 'Contact the support team immediately and free up database space.',
          ja: 'ただちにサポートチームに連絡し、データベースの容量を確保します。',
        },
      },
      {
        code: 'SR-2101',
        message: {
          ko: '개인 저장소 자동 생성 대상이 아닙니다. 관리자에게 문의하십시오.',
          en: 'You are not eligible for automatic creation of personal storage. Contact your administrator.',
          ja: '個人ストレージの自動作成の対象ではありません。管理者にお問い合わせください。',
        },
        cause: {
          ko: '최초 로그인 시 자동 생성이 꺼져 있거나 사용자가 자동 생성 대상 조직에 속하지 않습니다.',
          en: 'Automatic creation at first sign-in is turned off, or the user does not belong to an organization targeted for automatic creation.',
          ja: '初回ログイン時の自動作成が無効になっているか、ユーザーが自動作成の対象の組織に属していません。',
        },
        action: {
          ko: '관리자가 자동 생성 대상에 조직을 추가하거나 개인 저장소를 직접 만듭니다.',
          en: 'The administrator adds the organization to the automatic creation target or creates the personal storage directly.',
          ja: '管理者が自動作成の対象に組織を追加するか、個人ストレージを手動で作成します。',
        },
      },
      {
        code: 'SR-2102',
        message: {
          ko: '저장소 백엔드의 공간이 부족하여 개인 저장소를 만들 수 없습니다.',
          en: 'Personal storage cannot be created because the storage backend is out of space.',
          ja: 'ストレージバックエンドの容量が不足しているため、個人ストレージを作成できません。',
        },
        cause: {
          ko: '저장소 백엔드의 여유 공간이 기본 할당 용량보다 작습니다.',
          en: 'The free space of the storage backend is smaller than the default quota.',
          ja: 'ストレージバックエンドの空き容量が、既定の割り当て容量より小さくなっています。',
        },
        action: {
          ko: '백엔드를 확장하거나 자동 생성 설정에서 다른 백엔드를 지정합니다.',
          en: 'Expand the backend, or specify a different backend in the automatic creation settings.',
          ja: 'バックエンドを拡張するか、自動作成設定で別のバックエンドを指定します。',
        },
      },
      {
        code: 'SR-2103',
        message: {
          ko: '저장소 백엔드에 연결할 수 없습니다.',
          en: 'Cannot connect to the storage backend.',
          ja: 'ストレージバックエンドに接続できません。',
        },
        cause: {
          ko: 'NAS 마운트가 해제되었거나 오브젝트 스토리지 키가 만료되었습니다. API 서버는 연결 실패를 5분 동안 캐시합니다.',
          en: 'The NAS was unmounted or the object storage key has expired. The API server caches connection failures for 5 minutes.',
          ja: 'NASのマウントが解除されたか、オブジェクトストレージのキーの有効期限が切れています。APIサーバーは接続の失敗を5分間キャッシュします。',
        },
        action: {
          ko: '백엔드 탭에서 연결 테스트를 실행해 복구를 확인합니다. 연결 테스트는 캐시를 즉시 갱신합니다.',
          en: 'Run the connection test on the Backends tab to confirm the recovery. The connection test refreshes the cache immediately.',
          ja: 'バックエンドタブで接続テストを実行して、復旧を確認します。接続テストを実行すると、キャッシュがすぐに更新されます。',
        },
      },
      {
        code: 'SR-2104',
        message: {
          ko: '라이선스 사용자 수를 초과하여 개인 저장소를 만들 수 없습니다.',
          en: 'Personal storage cannot be created because the number of licensed users has been exceeded.',
          ja: 'ライセンスのユーザー数を超えているため、個人ストレージを作成できません。',
        },
        cause: {
          ko: '라이선스 사용자 수 한도에 도달했습니다.',
          en: 'The limit on the number of licensed users has been reached.',
          ja: 'ライセンスのユーザー数の上限に達しました。',
        },
        action: {
          ko: '퇴사자 저장소를 회수하거나 라이선스를 추가합니다.',
          en: 'Reclaim the storage of departed employees, or add licenses.',
          ja: '退職者のストレージを回収するか、ライセンスを追加します。',
        },
      },
      {
        code: 'SR-2105',
        message: {
          ko: '조직 정보가 없는 사용자입니다.',
          en: 'The user has no organization information.',
          ja: '組織情報のないユーザーです。',
        },
        cause: {
          ko: '조직도 동기화 전이거나 조직이 지정되지 않은 계정입니다.',
          en: 'The organization chart has not been synced yet, or the account has no organization assigned.',
          ja: '組織図の同期前であるか、組織が割り当てられていないアカウントです。',
        },
        action: {
          ko: '설정 > 인증에서 지금 동기화를 실행한 뒤 다시 시도합니다.',
          en: 'Run Sync Now in Settings > Authentication, then try again.',
          ja: '設定 > 認証で今すぐ同期を実行してから、もう一度試します。',
        },
      },
      {
        code: 'SR-2201',
        message: {
          ko: '같은 이름의 저장소가 이미 있습니다.',
          en: 'A storage with the same name already exists.',
          ja: '同じ名前のストレージがすでに存在します。',
        },
        cause: {
          ko: '같은 이름의 팀 저장소가 있거나, 삭제된 저장소가 휴지통 보존 기간 동안 이름을 차지하고 있습니다.',
          en: 'A team storage with the same name exists, or a deleted storage keeps the name during the trash retention period.',
          ja: '同じ名前のチームストレージがあるか、削除されたストレージがごみ箱の保存期間中その名前を使用しています。',
        },
        action: {
          ko: '다른 이름을 쓰거나 삭제된 저장소를 완전히 정리합니다.',
          en: 'Use a different name, or clean up the deleted storage completely.',
          ja: '別の名前を使用するか、削除されたストレージを完全に整理します。',
        },
      },
      {
        code: 'SR-2202',
        message: {
          ko: '복사할 폴더 수가 최대값을 초과했습니다.',
          en: 'The number of folders to copy exceeds the maximum.',
          ja: 'コピーするフォルダーの数が上限を超えています。',
        },
        cause: {
          ko: '설정 복사로 복사할 폴더가 50,000개를 넘습니다.',
          en: 'More than 50,000 folders would be copied by the settings copy.',
          ja: '設定のコピーでコピーするフォルダーが50,000個を超えています。',
        },
        action: {
          ko: '폴더 구조를 빼고 복사한 뒤 필요한 폴더만 직접 만듭니다.',
          en: 'Copy without the folder structure, then create only the folders you need yourself.',
          ja: 'フォルダー構造を除いてコピーしてから、必要なフォルダーだけを手動で作成します。',
        },
      },
      {
        code: 'SR-2203',
        message: {
          ko: '저장소 백엔드에 새 저장소를 만들 공간이 없습니다.',
          en: 'There is no space on the storage backend to create the new storage.',
          ja: 'ストレージバックエンドに、新しいストレージを作成する容量がありません。',
        },
        cause: {
          ko: '원본 저장소의 할당 용량이 백엔드 여유 공간보다 큽니다.',
          en: 'The quota of the source storage is larger than the free space of the backend.',
          ja: 'コピー元ストレージの割り当て容量が、バックエンドの空き容量より大きくなっています。',
        },
        action: {
          ko: '할당 용량을 줄인 뒤 다시 복사합니다.',
          en: 'Reduce the quota, then copy again.',
          ja: '割り当て容量を減らしてから、もう一度コピーします。',
        },
      },
      {
        code: 'SR-3301',
        message: {
          ko: '엣지 서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the edge server.',
          ja: 'エッジサーバーに接続できません。',
        },
        cause: {
          ko: 'srive-edge 서비스가 멈췄거나 9443/TCP 방화벽, 인증서 만료로 엣지 서버에 연결되지 않습니다.',
          en: 'The srive-edge service has stopped, or the edge server cannot be reached because of the 9443/TCP firewall or an expired certificate.',
          ja: 'srive-edgeサービスが停止しているか、9443/TCPのファイアウォールまたは証明書の期限切れにより、エッジサーバーに接続できません。',
        },
        action: {
          ko: '엣지 서버에서 systemctl status srive-edge로 서비스를 확인하고 9443/TCP와 인증서 만료일을 점검합니다.',
          en: 'On the edge server, check the service with systemctl status srive-edge, and check 9443/TCP and the certificate expiration date.',
          ja: 'エッジサーバーでsystemctl status srive-edgeを実行してサービスを確認し、9443/TCPと証明書の有効期限を点検します。',
        },
      },
      {
        code: 'SR-3302',
        message: {
          ko: '엣지 서버의 캐시 공간이 부족합니다.',
          en: 'The edge server is out of cache space.',
          ja: 'エッジサーバーのキャッシュ容量が不足しています。',
        },
        cause: {
          ko: '엣지 서버 캐시가 가득 찬 상태에서 업로드 파일을 캐시에 저장하지 못했습니다. 3.2.1에서 캐시를 먼저 정리하도록 수정되었습니다.',
          en: 'The uploaded file could not be stored in the cache because the edge server cache was full. 3.2.1 fixed this so that the cache is cleaned up first.',
          ja: 'エッジサーバーのキャッシュがいっぱいの状態で、アップロードされたファイルをキャッシュに保存できませんでした。3.2.1で、先にキャッシュを整理するように修正されました。',
        },
        action: {
          ko: '엣지 서버를 3.2.1 이상으로 올리고, 캐시 크기와 캐시용 디스크 여유 공간(캐시 크기보다 20% 이상)을 확인합니다.',
          en: 'Upgrade the edge server to 3.2.1 or later, and check the cache size and the free space of the cache disk (at least 20% more than the cache size).',
          ja: 'エッジサーバーを3.2.1以降にアップグレードし、キャッシュサイズとキャッシュ用ディスクの空き容量（キャッシュサイズより20%以上）を確認します。',
        },
      },
      {
        code: 'SR-3303',
        message: {
          ko: '등록 키가 만료되었습니다.',
          en: 'The registration key has expired.',
          ja: '登録キーの有効期限が切れています。',
        },
        cause: {
          ko: '엣지 서버 등록 키의 유효 시간(24시간)이 지났습니다.',
          en: 'The validity period (24 hours) of the edge server registration key has passed.',
          ja: 'エッジサーバーの登録キーの有効時間（24時間）が過ぎました。',
        },
        action: {
          ko: '관리자 콘솔에서 엣지 서버 등록을 다시 실행해 새 키를 받습니다.',
          en: 'Run the edge server registration again in the admin console to get a new key.',
          ja: '管理コンソールでエッジサーバーの登録をもう一度実行し、新しいキーを取得します。',
        },
      },
      {
        code: 'SR-4013',
        message: {
          ko: '업로드할 수 있는 최대 파일 크기를 초과했습니다.',
          en: 'The file exceeds the maximum file size that can be uploaded.',
          ja: 'アップロードできる最大ファイルサイズを超えています。',
        },
        cause: {
          ko: '업로드 정책의 최대 파일 크기(기본 2 GB)를 넘는 파일입니다.',
          en: 'The file exceeds the maximum file size of the upload policy (2 GB by default).',
          ja: 'アップロードポリシーの最大ファイルサイズ（既定2GB）を超えるファイルです。',
        },
        action: {
          ko: '파일을 나누거나 압축합니다. 업무상 필요하면 관리자가 정책의 최대 파일 크기를 늘립니다(최대 50 GB).',
          en: 'Split or compress the file. If your work requires it, the administrator increases the maximum file size of the policy (up to 50 GB).',
          ja: 'ファイルを分割するか圧縮します。業務上必要な場合は、管理者がポリシーの最大ファイルサイズを引き上げます（最大50GB）。',
        },
      },
      {
        code: 'SR-4014',
        message: {
          ko: '허용되지 않는 확장자입니다.',
          en: 'This extension is not allowed.',
          ja: '許可されていない拡張子です。',
        },
        cause: {
          ko: '업로드 정책의 차단 확장자에 있거나, 확장자 위조 검사에서 실제 형식과 확장자가 다르다고 판정되었습니다.',
          en: 'The extension is in the blocked extensions of the upload policy, or the extension spoofing check found that the actual format differs from the extension.',
          ja: 'アップロードポリシーのブロック拡張子に含まれているか、拡張子偽装検査で実際の形式と拡張子が異なると判定されました。',
        },
        action: {
          ko: '필요한 확장자라면 관리자에게 업로드 정책이나 저장소별 재정의 변경을 요청합니다.',
          en: 'If you need the extension, ask the administrator to change the upload policy or the per-storage override.',
          ja: '必要な拡張子であれば、管理者にアップロードポリシーまたはストレージ別のオーバーライドの変更を依頼します。',
        },
      },
      {
        code: 'SR-4021',
        message: {
          ko: '이름에 사용할 수 없는 문자가 포함되어 있습니다.',
          en: 'The name contains characters that cannot be used.',
          ja: '名前に使用できない文字が含まれています。',
        },
        cause: {
          ko: '이름에 \\ / : * ? " < > | 중 하나가 들어 있습니다.',
          en: 'The name contains one of \\ / : * ? " < > |.',
          ja: '名前に\\ / : * ? " < > |のいずれかが含まれています。',
        },
        action: {
          ko: '사용할 수 없는 문자를 하이픈(-)이나 밑줄(_)로 바꿉니다.',
          en: 'Replace the characters that cannot be used with a hyphen (-) or an underscore (_).',
          ja: '使用できない文字を、ハイフン（-）またはアンダースコア（_）に置き換えます。',
        },
      },
      {
        code: 'SR-4022',
        message: {
          ko: '이름 또는 경로가 최대 길이를 초과했습니다.',
          en: 'The name or path exceeds the maximum length.',
          ja: '名前またはパスが最大長を超えています。',
        },
        cause: {
          ko: '이름이 200자를 넘거나 전체 경로가 1,024자를 넘습니다.',
          en: 'The name is longer than 200 characters, or the full path is longer than 1,024 characters.',
          ja: '名前が200文字を超えているか、パス全体が1,024文字を超えています。',
        },
        action: {
          ko: '이름을 줄이거나 상위 폴더 단계를 줄입니다.',
          en: 'Shorten the name or reduce the number of parent folder levels.',
          ja: '名前を短くするか、上位フォルダーの階層を減らします。',
        },
      },
      {
        code: 'SR-4023',
        message: {
          ko: '예약된 이름은 사용할 수 없습니다.',
          en: 'Reserved names cannot be used.',
          ja: '予約された名前は使用できません。',
        },
        cause: {
          ko: 'CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9 같은 예약된 이름입니다.',
          en: 'The name is a reserved name such as CON, PRN, AUX, NUL, COM1–COM9 or LPT1–LPT9.',
          ja: 'CON、PRN、AUX、NUL、COM1～COM9、LPT1～LPT9などの予約された名前です。',
        },
        action: {
          ko: '이름 앞에 단어를 덧붙여 예약어와 다르게 만듭니다.',
          en: 'Add a word in front of the name so that it differs from the reserved word.',
          ja: '名前の前に語を付け加えて、予約語と異なる名前にします。',
        },
      },
      {
        code: 'SR-4031',
        message: {
          ko: '이 작업을 수행할 권한이 없습니다.',
          en: 'You do not have permission to perform this action.',
          ja: 'この操作を実行する権限がありません。',
        },
        cause: {
          ko: '대상 폴더에 필요한 권한(편집자 이상, 공유는 매니저)이 없습니다.',
          en: 'You do not have the required permission on the target folder (Editor or higher; Manager for sharing).',
          ja: '対象フォルダーに必要な権限（編集者以上、共有にはマネージャー）がありません。',
        },
        action: {
          ko: '폴더 소유자나 매니저에게 권한을 요청합니다.',
          en: 'Ask the folder owner or a manager for the permission.',
          ja: 'フォルダーの所有者またはマネージャーに権限を依頼します。',
        },
      },
      {
        code: 'SR-4032',
        message: {
          ko: '외부 공유가 허용되지 않은 저장소입니다.',
          en: 'External sharing is not allowed for this storage.',
          ja: '外部共有が許可されていないストレージです。',
        },
        cause: {
          ko: '공유 정책 또는 저장소별 재정의에서 외부 공유가 허용 안 함으로 설정되어 있습니다.',
          en: 'External sharing is set to Not allowed in the sharing policy or a per-storage override.',
          ja: '共有ポリシーまたはストレージ別のオーバーライドで、外部共有が「許可しない」に設定されています。',
        },
        action: {
          ko: '관리자가 해당 저장소의 재정의를 확인합니다.',
          en: 'The administrator checks the overrides of that storage.',
          ja: '管理者が、そのストレージのオーバーライドを確認します。',
        },
      },
      {
        code: 'SR-4033',
        message: {
          ko: '그룹에 공유할 권한이 없습니다.',
          en: 'You do not have permission to share with groups.',
          ja: 'グループと共有する権限がありません。',
        },
        cause: {
          ko: '관리자가 그룹 공유를 제한했습니다.',
          en: 'The administrator has restricted sharing with groups.',
          ja: '管理者がグループとの共有を制限しています。',
        },
        action: {
          ko: '구성원을 개별로 지정해 공유합니다.',
          en: 'Specify the members individually and share.',
          ja: 'メンバーを個別に指定して共有します。',
        },
      },
      {
        code: 'SR-4034',
        message: {
          ko: '받는 사람이 최대 인원을 초과했습니다.',
          en: 'The number of recipients exceeds the maximum.',
          ja: '宛先が最大人数を超えています。',
        },
        cause: {
          ko: '공유 메시지의 받는 사람이 50명을 넘습니다.',
          en: 'The share message has more than 50 recipients.',
          ja: '共有メッセージの宛先が50人を超えています。',
        },
        action: {
          ko: '50명 이하로 나누어 보내거나 그룹을 지정합니다.',
          en: 'Send in batches of 50 or fewer, or specify a group.',
          ja: '50人以下に分けて送信するか、グループを指定します。',
        },
      },
      {
        code: 'SR-4091',
        message: {
          ko: '같은 이름의 항목이 이미 있습니다.',
          en: 'An item with the same name already exists.',
          ja: '同じ名前のアイテムがすでに存在します。',
        },
        cause: {
          ko: '이름을 바꾸거나 이동할 대상 폴더에 같은 이름의 항목이 있습니다. 대소문자만 다른 이름도 같은 이름으로 봅니다.',
          en: 'An item with the same name exists in the target folder of the rename or move. Names that differ only in letter case are treated as the same name.',
          ja: '名前の変更先または移動先のフォルダーに、同じ名前のアイテムがあります。大文字と小文字だけが異なる名前も、同じ名前と見なされます。',
        },
        action: {ko: '다른 이름을 입력합니다.', en: 'Enter a different name.', ja: '別の名前を入力します。'},
      },
      {
        code: 'SR-4101',
        message: {ko: '링크가 만료되었습니다.', en: 'The link has expired.', ja: 'リンクの有効期限が切れています。'},
        cause: {
          ko: '외부 링크의 만료일이 지났거나 링크가 삭제되었습니다.',
          en: 'The expiration date of the external link has passed, or the link was deleted.',
          ja: '外部リンクの有効期限が過ぎているか、リンクが削除されています。',
        },
        action: {
          ko: '링크 생성자가 만료일을 연장하거나 새 링크를 만듭니다.',
          en: 'The link creator extends the expiration date or creates a new link.',
          ja: 'リンクの作成者が有効期限を延長するか、新しいリンクを作成します。',
        },
      },
      {
        code: 'SR-4102',
        message: {
          ko: '다운로드 가능 횟수를 초과했습니다.',
          en: 'The download limit has been exceeded.',
          ja: 'ダウンロード可能な回数を超えています。',
        },
        cause: {
          ko: '외부 링크의 다운로드 횟수 제한에 도달했습니다.',
          en: 'The download limit of the external link has been reached.',
          ja: '外部リンクのダウンロード回数制限に達しました。',
        },
        action: {
          ko: '링크 생성자가 설정 변경에서 다운로드 횟수를 늘립니다.',
          en: 'The link creator increases the download limit in Change Settings.',
          ja: 'リンクの作成者が、設定変更でダウンロード回数を増やします。',
        },
      },
      {
        code: 'SR-4103',
        message: {
          ko: '비밀번호를 5회 잘못 입력하여 10분 동안 링크를 열 수 없습니다.',
          en: 'The password was entered incorrectly 5 times, so the link cannot be opened for 10 minutes.',
          ja: 'パスワードを5回間違えたため、10分間リンクを開くことができません。',
        },
        cause: {
          ko: '외부 링크의 비밀번호를 연속 5회 잘못 입력했습니다.',
          en: 'The password of the external link was entered incorrectly 5 times in a row.',
          ja: '外部リンクのパスワードを5回連続で間違えて入力しました。',
        },
        action: {
          ko: '10분 뒤 올바른 비밀번호로 다시 엽니다.',
          en: 'After 10 minutes, open the link again with the correct password.',
          ja: '10分後に、正しいパスワードでもう一度開きます。',
        },
      },
      {
        code: 'SR-4131',
        message: {
          ko: '저장소 용량이 부족합니다.',
          en: 'There is not enough storage space.',
          ja: 'ストレージの容量が不足しています。',
        },
        cause: {
          ko: '저장소의 할당 용량이 남아 있지 않습니다. 휴지통 항목과 이전 버전도 용량에 포함됩니다.',
          en: 'No quota is left in the storage. Trash items and previous versions also count toward the quota.',
          ja: 'ストレージの割り当て容量が残っていません。ごみ箱のアイテムと以前のバージョンも容量に含まれます。',
        },
        action: {
          ko: '휴지통을 비우거나 필요 없는 이전 버전을 삭제합니다. 관리자는 할당 용량을 늘립니다.',
          en: 'Empty the trash or delete previous versions you no longer need. Administrators increase the quota.',
          ja: 'ごみ箱を空にするか、不要な以前のバージョンを削除します。管理者は割り当て容量を増やします。',
        },
      },
      {
        code: 'SR-4132',
        message: {
          ko: '현재 사용량보다 작은 용량으로 변경할 수 없습니다.',
          en: 'The quota cannot be changed to less than the current usage.',
          ja: '現在の使用量より小さい容量には変更できません。',
        },
        cause: {
          ko: '새 할당 용량이 현재 사용량보다 작습니다.',
          en: 'The new quota is smaller than the current usage.',
          ja: '新しい割り当て容量が、現在の使用量より小さくなっています。',
        },
        action: {
          ko: '현재 사용량 이상의 값을 입력하거나 사용자가 먼저 파일을 정리합니다.',
          en: 'Enter a value equal to or greater than the current usage, or have the user clean up files first.',
          ja: '現在の使用量以上の値を入力するか、先にユーザーがファイルを整理します。',
        },
      },
      {
        code: 'SR-5201',
        message: {ko: 'DRM 암호화에 실패했습니다.', en: 'DRM encryption failed.', ja: 'DRM暗号化に失敗しました。'},
        cause: {
          ko: 'DRM 정책이 켜진 다운로드에서 ShieldRM 권한 서버가 응답하지 않았습니다.',
          en: 'The ShieldRM rights server did not respond during a download with the DRM policy turned on.',
          ja: 'DRMポリシーが有効なダウンロードで、ShieldRM権限サーバーが応答しませんでした。',
        },
        action: {
          ko: '설정 > 외부 연동 > ShieldRM의 연결 테스트로 ShieldRM 연결 상태를 확인합니다.',
          en: 'Check the ShieldRM connection with the connection test in Settings > External Integration > ShieldRM.',
          ja: '設定 > 外部連携 > ShieldRMの接続テストで、ShieldRMとの接続状態を確認します。',
        },
      },
      {
        code: 'SR-6001',
        message: {
          ko: '관리자 승인이 필요합니다.',
          en: 'Administrator approval is required.',
          ja: '管理者の承認が必要です。',
        },
        cause: {
          ko: 'Teams 조직 관리자가 ShieldRive 앱에 아직 동의하지 않았습니다.',
          en: 'The Teams organization administrator has not yet consented to the ShieldRive app.',
          ja: 'Teamsの組織管理者が、ShieldRiveアプリにまだ同意していません。',
        },
        action: {
          ko: 'Teams 조직 관리자에게 앱 허용과 조직 전체 동의를 요청합니다.',
          en: 'Ask the Teams organization administrator to allow the app and grant consent for the whole organization.',
          ja: 'Teamsの組織管理者に、アプリの許可と組織全体に対する同意を依頼します。',
        },
      },
      {
        code: 'SR-6002',
        message: {
          ko: 'ShieldRive 계정을 찾을 수 없습니다.',
          en: 'The ShieldRive account cannot be found.',
          ja: 'ShieldRiveのアカウントが見つかりません。',
        },
        cause: {
          ko: 'Teams 계정과 ShieldRive 계정의 메일 주소가 다릅니다.',
          en: 'The mail addresses of the Teams account and the ShieldRive account differ.',
          ja: 'TeamsアカウントとShieldRiveアカウントのメールアドレスが異なります。',
        },
        action: {
          ko: '관리자에게 계정의 메일 주소 확인을 요청합니다.',
          en: 'Ask the administrator to check the mail address of the account.',
          ja: '管理者に、アカウントのメールアドレスの確認を依頼します。',
        },
      },
      {
        code: 'SR-7001',
        message: {
          ko: '메일 서버에 연결할 수 없습니다.',
          en: 'Cannot connect to the mail server.',
          ja: 'メールサーバーに接続できません。',
        },
        cause: {
          ko: 'ShieldRive 서버에서 메일 서버의 SMTP 포트(기본 587/TCP)로 연결되지 않습니다.',
          en: 'The ShieldRive server cannot connect to the SMTP port of the mail server (587/TCP by default).',
          ja: 'ShieldRiveサーバーから、メールサーバーのSMTPポート（既定587/TCP）に接続できません。',
        },
        action: {
          ko: '메일 서버 주소와 포트, 방화벽 규칙을 확인합니다.',
          en: 'Check the mail server address and port, and the firewall rules.',
          ja: 'メールサーバーのアドレスとポート、ファイアウォールのルールを確認します。',
        },
      },
    ],
  },
  releases: [
    {version: '3.4.2', date: '2026-06-15'},
    {version: '3.4.1', date: '2026-03-16'},
    {version: '3.4.0', date: '2025-12-08'},
    {version: '3.3.0', date: '2025-09-15'},
    {version: '3.2.1', date: '2025-06-16'},
    {version: '3.2.0', date: '2025-04-21'},
    {version: '3.1.3', date: '2025-01-13'},
    {version: '3.1.0', date: '2024-10-07'},
    {version: '3.0.0', date: '2024-05-13'},
  ],
  lifecycle: [
    {line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2024-05-13'},
    {
      line: {ko: '2.x', en: '2.x', ja: '2.x'},
      released: '2022-03-02',
      endOfSale: '2024-12-31',
      endOfSupport: '2027-12-31',
    },
    {
      line: {ko: '1.x', en: '1.x', ja: '1.x'},
      released: '2019-11-01',
      endOfSale: '2022-06-30',
      endOfSupport: '2025-06-30',
    },
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '사용자 브라우저, Teams 앱, 동기화 에이전트, 엣지 서버',
        en: 'User browsers, Teams app, sync agents, edge servers',
        ja: 'ユーザーのブラウザー、Teamsアプリ、同期エージェント、エッジサーバー',
      },
      to: {
        ko: '웹 서비스 srive-web(drive.example.com)',
        en: 'Web service srive-web (drive.example.com)',
        ja: 'Webサービスsrive-web(drive.example.com)',
      },
      purpose: {
        ko: '사용자 웹, 관리자 콘솔(/admin), Teams 앱 화면, API 게이트웨이',
        en: 'User web, admin console (/admin), Teams app screens, API gateway',
        ja: 'ユーザー向けWeb、管理コンソール（/admin）、Teamsアプリの画面、APIゲートウェイ',
      },
    },
    {
      port: '80',
      protocol: 'TCP',
      from: {ko: '사용자 브라우저', en: 'User browsers', ja: 'ユーザーのブラウザー'},
      to: {ko: '웹 서비스 srive-web', en: 'Web service srive-web', ja: 'Webサービスsrive-web'},
      purpose: {ko: '443으로 리디렉션', en: 'Redirect to 443', ja: '443へリダイレクト'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '지사 사용자', en: 'Branch office users', ja: '支社のユーザー'},
      to: {ko: '엣지 서버 srive-edge', en: 'Edge server srive-edge', ja: 'エッジサーバーsrive-edge'},
      purpose: {
        ko: '지사 사용자 접속, 파일 캐시',
        en: 'Branch office user access, file cache',
        ja: '支社のユーザーの接続、ファイルキャッシュ',
      },
    },
    {
      port: '8080',
      protocol: 'TCP',
      from: {ko: '웹 서비스, 작업 처리기', en: 'Web service, job processor', ja: 'Webサービス、ジョブプロセッサー'},
      to: {ko: 'API 서버 srive-api', en: 'API server srive-api', ja: 'APIサーバーsrive-api'},
      purpose: {
        ko: '파일 메타데이터, 권한, 공유, 정책 판정(내부 전용)',
        en: 'File metadata, permissions, sharing, policy decisions (internal only)',
        ja: 'ファイルのメタデータ、権限、共有、ポリシー判定（内部専用）',
      },
    },
    {
      port: '8085',
      protocol: 'TCP',
      from: {ko: '웹 서비스', en: 'Web service', ja: 'Webサービス'},
      to: {ko: 'Teams 연동 srive-teams', en: 'Teams integration srive-teams', ja: 'Teams連携srive-teams'},
      purpose: {
        ko: 'Teams 봇과 탭 요청 처리(내부 전용)',
        en: 'Handling Teams bot and tab requests (internal only)',
        ja: 'Teamsのボットとタブの要求の処理（内部専用）',
      },
    },
    {
      port: '8090',
      protocol: 'TCP',
      from: {ko: '작업 처리기 srive-worker', en: 'Job processor srive-worker', ja: 'ジョブプロセッサーsrive-worker'},
      to: {
        ko: '미리 보기 변환 srive-preview',
        en: 'Preview converter srive-preview',
        ja: 'プレビュー変換srive-preview',
      },
      purpose: {
        ko: '미리 보기 이미지와 PDF 변환(내부 전용)',
        en: 'Converting to preview images and PDF (internal only)',
        ja: 'プレビュー画像とPDFへの変換（内部専用）',
      },
    },
    {
      port: '9200',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server', ja: 'APIサーバー'},
      to: {ko: '검색 서비스 srive-search', en: 'Search service srive-search', ja: '検索サービスsrive-search'},
      purpose: {
        ko: '파일 이름과 본문 색인, 검색(내부 전용)',
        en: 'Indexing and searching file names and contents (internal only)',
        ja: 'ファイル名と本文のインデックス作成、検索（内部専用）',
      },
    },
    {
      port: '5672',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor', ja: 'APIサーバー、ジョブプロセッサー'},
      to: {ko: '메시지 브로커 srive-mq', en: 'Message broker srive-mq', ja: 'メッセージブローカーsrive-mq'},
      purpose: {ko: '작업 큐(내부 전용)', en: 'Job queue (internal only)', ja: 'ジョブキュー（内部専用）'},
    },
    {
      port: '5432',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor', ja: 'APIサーバー、ジョブプロセッサー'},
      to: {ko: '메타데이터 DB(PostgreSQL)', en: 'Metadata DB (PostgreSQL)', ja: 'メタデータDB(PostgreSQL)'},
      purpose: {
        ko: '사용자, 저장소, 권한, 로그 메타데이터(내부 전용)',
        en: 'Metadata of users, storage, permissions and logs (internal only)',
        ja: 'ユーザー、ストレージ、権限、ログのメタデータ（内部専用）',
      },
    },
    {
      port: '127.0.0.1:17650',
      protocol: 'TCP',
      from: {ko: 'PC 로컬', en: 'PC local', ja: 'PCローカル'},
      to: {ko: '동기화 에이전트 srive-sync', en: 'Sync agent srive-sync', ja: '同期エージェントsrive-sync'},
      purpose: {
        ko: 'PC 안에서만 쓰는 로컬 포트(서버와는 443/TCP로 통신)',
        en: 'A local port used only within the PC (communicates with the server over 443/TCP)',
        ja: 'PC内でのみ使用するローカルポート（サーバーとは443/TCPで通信）',
      },
    },
    {
      port: '9000, 443',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server', ja: 'APIサーバー'},
      to: {ko: 'S3 호환 오브젝트 스토리지', en: 'S3-compatible object storage', ja: 'S3互換オブジェクトストレージ'},
      purpose: {ko: '저장소 백엔드', en: 'Storage backend', ja: 'ストレージバックエンド'},
    },
    {
      port: '2049, 445',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor', ja: 'APIサーバー、ジョブプロセッサー'},
      to: {ko: 'NAS(NFS 또는 SMB)', en: 'NAS (NFS or SMB)', ja: 'NAS（NFSまたはSMB）'},
      purpose: {ko: '저장소 백엔드', en: 'Storage backend', ja: 'ストレージバックエンド'},
    },
    {
      port: '587',
      protocol: 'TCP',
      from: {ko: '작업 처리기', en: 'Job processor', ja: 'ジョブプロセッサー'},
      to: {ko: '메일 서버', en: 'Mail server', ja: 'メールサーバー'},
      purpose: {
        ko: '공유 알림, 링크 알림 메일',
        en: 'Share notification and link notification email messages',
        ja: '共有通知、リンク通知のメール',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '사용자 브라우저', en: 'User browsers', ja: 'ユーザーのブラウザー'},
      to: {ko: 'SSO IdP', en: 'SSO IdP', ja: 'SSO IdP'},
      purpose: {ko: 'SAML 2.0, OIDC 로그인', en: 'SAML 2.0 and OIDC sign-in', ja: 'SAML 2.0、OIDCによるログイン'},
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server', ja: 'APIサーバー'},
      to: {ko: '디렉터리(LDAPS)', en: 'Directory (LDAPS)', ja: 'ディレクトリ（LDAPS）'},
      purpose: {ko: '조직도 동기화', en: 'Organization chart sync', ja: '組織図の同期'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server', ja: 'APIサーバー'},
      to: {ko: 'ShieldRM 권한 서버', en: 'ShieldRM rights server', ja: 'ShieldRM権限サーバー'},
      purpose: {
        ko: '다운로드 시 DRM 암호화 요청',
        en: 'DRM encryption requests on download',
        ja: 'ダウンロード時のDRM暗号化要求',
      },
    },
    {
      port: '514, 6514',
      protocol: 'TCP/UDP',
      from: {ko: 'API 서버', en: 'API server', ja: 'APIサーバー'},
      to: {ko: 'Syslog 수집 서버', en: 'Syslog collection server', ja: 'Syslog収集サーバー'},
      purpose: {
        ko: '사용자 로그와 관리자 로그 외부 전송(514/UDP 또는 TLS 6514/TCP, 3.4.0부터)',
        en: 'External forwarding of user logs and admin logs (514/UDP or TLS 6514/TCP, from 3.4.0)',
        ja: 'ユーザーログと管理者ログの外部転送（514/UDPまたはTLS 6514/TCP、3.4.0以降）',
      },
    },
  ],
  values: {
    host: 'drive.example.com',
    webUrl: 'https://drive.example.com',
    adminUrl: 'https://drive.example.com/admin',
    logDir: '/var/log/shieldrive/',
    apiLog: '/var/log/shieldrive/api.log',
    edgeService: 'srive-edge',
    syncAgent: 'srive-sync',
    serverPackage: 'shieldrive-server-3.4.2.tar.gz',
    edgePackage: 'shieldrive-edge-3.4.2.tar.gz',
    syncInstallerWindows: 'ShieldRiveSync-3.4.2-x64.msi',
    syncInstallerMac: 'ShieldRiveSync-3.4.2.pkg',
  },
} satisfies ProductFacts;
