import type {ProductFacts} from '../types';

/** ShieldRive (docs-shieldrive): the release notes list 3.0.0 and later; 1.x and 2.x live in the life cycle only. */
export default {
  id: 'shieldrive',
  name: {ko: 'ShieldRive', en: 'ShieldRive'},
  pages: ['docs-shieldrive/', 'docs-support/document-security-orchestration/shieldrive/'],
  errors: {
    pattern: '\\b(SR-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SR-1001',
        message: {ko: '아이디 또는 비밀번호가 올바르지 않습니다.', en: 'The user ID or password is incorrect.'},
        cause: {
          ko: '입력한 아이디나 비밀번호가 계정 정보와 다릅니다.',
          en: 'The user ID or password entered does not match the account information.',
        },
        action: {
          ko: '대소문자와 키보드 입력 언어를 확인한 뒤 다시 입력합니다.',
          en: 'Check the letter case and the keyboard input language, then enter them again.',
        },
      },
      {
        code: 'SR-1004',
        message: {
          ko: '로그인 실패 횟수를 초과하여 계정이 잠겼습니다.',
          en: 'The account is locked because the allowed number of failed sign-in attempts was exceeded.',
        },
        cause: {
          ko: '로그인 실패 허용 횟수(기본 5회)를 넘어 계정이 잠겼습니다.',
          en: 'The account was locked because the allowed number of failed sign-ins (5 by default) was exceeded.',
        },
        action: {
          ko: '계정 잠금 시간(기본 30분)이 지나기를 기다리거나 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait until the account lockout time (30 minutes by default) passes, or ask the administrator to unlock the account.',
        },
      },
      {
        code: 'SR-1011',
        message: {ko: '허용되지 않은 IP 주소에서 접속했습니다.', en: 'Access from an IP address that is not allowed.'},
        cause: {
          ko: '관리자 콘솔에 접속한 PC의 IP가 접속 허용 IP 목록에 없습니다.',
          en: 'The IP of the PC that accessed the admin console is not in the allowed IP list.',
        },
        action: {
          ko: '다른 최고 관리자에게 설정 > 접속 허용 IP에 등록을 요청합니다.',
          en: 'Ask another super administrator to register the IP in Settings > Allowed IPs.',
        },
      },
      {
        code: 'SR-1012',
        message: {ko: 'OTP가 올바르지 않습니다.', en: 'The OTP is incorrect.'},
        cause: {
          ko: '입력한 OTP가 틀렸거나 PC와 휴대폰의 시간이 30초 이상 다릅니다.',
          en: 'The OTP entered is wrong, or the clocks of the PC and the phone differ by 30 seconds or more.',
        },
        action: {
          ko: '휴대폰 시간을 자동 설정으로 바꾼 뒤 새 OTP를 입력합니다.',
          en: "Set the phone's clock to set automatically, then enter a new OTP.",
        },
      },
      {
        code: 'SR-1021',
        message: {
          ko: 'SAML 응답의 서명을 확인할 수 없습니다.',
          en: 'The signature of the SAML response cannot be verified.',
        },
        cause: {
          ko: 'IdP 인증서가 갱신되어 저장된 메타데이터와 맞지 않습니다.',
          en: 'The IdP certificate was renewed and no longer matches the stored metadata.',
        },
        action: {
          ko: '설정 > 인증에서 IdP 메타데이터 URL을 다시 불러옵니다.',
          en: 'Load the IdP metadata URL again in Settings > Authentication.',
        },
      },
      {
        code: 'SR-1031',
        message: {ko: '감사 로그 저장소에 기록할 수 없습니다.', en: 'Cannot write to the audit log storage.'},
        cause: {
          ko: '메타데이터 DB의 공간이 부족해 관리자 로그를 기록하지 못합니다. 이 동안 관리자 콘솔의 변경 작업이 모두 거부됩니다.',
          en: 'The metadata DB is out of space, so admin logs cannot be recorded. Meanwhile, all change actions in the admin console are refused.',
        },
        action: {
          ko: '즉시 기술지원팀에 연락하고 데이터베이스 공간을 확보합니다.',
          en: 'Contact the support team immediately and free up database space.',
        },
      },
      {
        code: 'SR-2101',
        message: {
          ko: '개인 저장소 자동 생성 대상이 아닙니다. 관리자에게 문의하십시오.',
          en: 'You are not eligible for automatic creation of personal storage. Contact your administrator.',
        },
        cause: {
          ko: '최초 로그인 시 자동 생성이 꺼져 있거나 사용자가 자동 생성 대상 조직에 속하지 않습니다.',
          en: 'Automatic creation at first sign-in is turned off, or the user does not belong to an organization targeted for automatic creation.',
        },
        action: {
          ko: '관리자가 자동 생성 대상에 조직을 추가하거나 개인 저장소를 직접 만듭니다.',
          en: 'The administrator adds the organization to the automatic creation target or creates the personal storage directly.',
        },
      },
      {
        code: 'SR-2102',
        message: {
          ko: '저장소 백엔드의 공간이 부족하여 개인 저장소를 만들 수 없습니다.',
          en: 'Personal storage cannot be created because the storage backend is out of space.',
        },
        cause: {
          ko: '저장소 백엔드의 여유 공간이 기본 할당 용량보다 작습니다.',
          en: 'The free space of the storage backend is smaller than the default quota.',
        },
        action: {
          ko: '백엔드를 확장하거나 자동 생성 설정에서 다른 백엔드를 지정합니다.',
          en: 'Expand the backend, or specify a different backend in the automatic creation settings.',
        },
      },
      {
        code: 'SR-2103',
        message: {ko: '저장소 백엔드에 연결할 수 없습니다.', en: 'Cannot connect to the storage backend.'},
        cause: {
          ko: 'NAS 마운트가 해제되었거나 오브젝트 스토리지 키가 만료되었습니다. API 서버는 연결 실패를 5분 동안 캐시합니다.',
          en: 'The NAS was unmounted or the object storage key has expired. The API server caches connection failures for 5 minutes.',
        },
        action: {
          ko: '백엔드 탭에서 연결 테스트를 실행해 복구를 확인합니다. 연결 테스트는 캐시를 즉시 갱신합니다.',
          en: 'Run the connection test on the Backends tab to confirm the recovery. The connection test refreshes the cache immediately.',
        },
      },
      {
        code: 'SR-2104',
        message: {
          ko: '라이선스 사용자 수를 초과하여 개인 저장소를 만들 수 없습니다.',
          en: 'Personal storage cannot be created because the number of licensed users has been exceeded.',
        },
        cause: {
          ko: '라이선스 사용자 수 한도에 도달했습니다.',
          en: 'The limit on the number of licensed users has been reached.',
        },
        action: {
          ko: '퇴사자 저장소를 회수하거나 라이선스를 추가합니다.',
          en: 'Reclaim the storage of departed employees, or add licenses.',
        },
      },
      {
        code: 'SR-2105',
        message: {ko: '조직 정보가 없는 사용자입니다.', en: 'The user has no organization information.'},
        cause: {
          ko: '조직도 동기화 전이거나 조직이 지정되지 않은 계정입니다.',
          en: 'The organization chart has not been synced yet, or the account has no organization assigned.',
        },
        action: {
          ko: '설정 > 인증에서 지금 동기화를 실행한 뒤 다시 시도합니다.',
          en: 'Run Sync Now in Settings > Authentication, then try again.',
        },
      },
      {
        code: 'SR-2201',
        message: {ko: '같은 이름의 저장소가 이미 있습니다.', en: 'A storage with the same name already exists.'},
        cause: {
          ko: '같은 이름의 팀 저장소가 있거나, 삭제된 저장소가 휴지통 보존 기간 동안 이름을 차지하고 있습니다.',
          en: 'A team storage with the same name exists, or a deleted storage keeps the name during the trash retention period.',
        },
        action: {
          ko: '다른 이름을 쓰거나 삭제된 저장소를 완전히 정리합니다.',
          en: 'Use a different name, or clean up the deleted storage completely.',
        },
      },
      {
        code: 'SR-2202',
        message: {
          ko: '복사할 폴더 수가 최대값을 초과했습니다.',
          en: 'The number of folders to copy exceeds the maximum.',
        },
        cause: {
          ko: '설정 복사로 복사할 폴더가 50,000개를 넘습니다.',
          en: 'More than 50,000 folders would be copied by the settings copy.',
        },
        action: {
          ko: '폴더 구조를 빼고 복사한 뒤 필요한 폴더만 직접 만듭니다.',
          en: 'Copy without the folder structure, then create only the folders you need yourself.',
        },
      },
      {
        code: 'SR-2203',
        message: {
          ko: '저장소 백엔드에 새 저장소를 만들 공간이 없습니다.',
          en: 'There is no space on the storage backend to create the new storage.',
        },
        cause: {
          ko: '원본 저장소의 할당 용량이 백엔드 여유 공간보다 큽니다.',
          en: 'The quota of the source storage is larger than the free space of the backend.',
        },
        action: {ko: '할당 용량을 줄인 뒤 다시 복사합니다.', en: 'Reduce the quota, then copy again.'},
      },
      {
        code: 'SR-3301',
        message: {ko: '엣지 서버에 연결할 수 없습니다.', en: 'Cannot connect to the edge server.'},
        cause: {
          ko: 'srive-edge 서비스가 멈췄거나 9443/TCP 방화벽, 인증서 만료로 엣지 서버에 연결되지 않습니다.',
          en: 'The srive-edge service has stopped, or the edge server cannot be reached because of the 9443/TCP firewall or an expired certificate.',
        },
        action: {
          ko: '엣지 서버에서 systemctl status srive-edge로 서비스를 확인하고 9443/TCP와 인증서 만료일을 점검합니다.',
          en: 'On the edge server, check the service with systemctl status srive-edge, and check 9443/TCP and the certificate expiration date.',
        },
      },
      {
        code: 'SR-3302',
        message: {ko: '엣지 서버의 캐시 공간이 부족합니다.', en: 'The edge server is out of cache space.'},
        cause: {
          ko: '엣지 서버 캐시가 가득 찬 상태에서 업로드 파일을 캐시에 저장하지 못했습니다. 3.2.1에서 캐시를 먼저 정리하도록 수정되었습니다.',
          en: 'The uploaded file could not be stored in the cache because the edge server cache was full. 3.2.1 fixed this so that the cache is cleaned up first.',
        },
        action: {
          ko: '엣지 서버를 3.2.1 이상으로 올리고, 캐시 크기와 캐시용 디스크 여유 공간(캐시 크기보다 20% 이상)을 확인합니다.',
          en: 'Upgrade the edge server to 3.2.1 or later, and check the cache size and the free space of the cache disk (at least 20% more than the cache size).',
        },
      },
      {
        code: 'SR-3303',
        message: {ko: '등록 키가 만료되었습니다.', en: 'The registration key has expired.'},
        cause: {
          ko: '엣지 서버 등록 키의 유효 시간(24시간)이 지났습니다.',
          en: 'The validity period (24 hours) of the edge server registration key has passed.',
        },
        action: {
          ko: '관리자 콘솔에서 엣지 서버 등록을 다시 실행해 새 키를 받습니다.',
          en: 'Run the edge server registration again in the admin console to get a new key.',
        },
      },
      {
        code: 'SR-4013',
        message: {
          ko: '업로드할 수 있는 최대 파일 크기를 초과했습니다.',
          en: 'The file exceeds the maximum file size that can be uploaded.',
        },
        cause: {
          ko: '업로드 정책의 최대 파일 크기(기본 2 GB)를 넘는 파일입니다.',
          en: 'The file exceeds the maximum file size of the upload policy (2 GB by default).',
        },
        action: {
          ko: '파일을 나누거나 압축합니다. 업무상 필요하면 관리자가 정책의 최대 파일 크기를 늘립니다(최대 50 GB).',
          en: 'Split or compress the file. If your work requires it, the administrator increases the maximum file size of the policy (up to 50 GB).',
        },
      },
      {
        code: 'SR-4014',
        message: {ko: '허용되지 않는 확장자입니다.', en: 'This extension is not allowed.'},
        cause: {
          ko: '업로드 정책의 차단 확장자에 있거나, 확장자 위조 검사에서 실제 형식과 확장자가 다르다고 판정되었습니다.',
          en: 'The extension is in the blocked extensions of the upload policy, or the extension spoofing check found that the actual format differs from the extension.',
        },
        action: {
          ko: '필요한 확장자라면 관리자에게 업로드 정책이나 저장소별 재정의 변경을 요청합니다.',
          en: 'If you need the extension, ask the administrator to change the upload policy or the per-storage override.',
        },
      },
      {
        code: 'SR-4021',
        message: {
          ko: '이름에 사용할 수 없는 문자가 포함되어 있습니다.',
          en: 'The name contains characters that cannot be used.',
        },
        cause: {
          ko: '이름에 \\ / : * ? " < > | 중 하나가 들어 있습니다.',
          en: 'The name contains one of \\ / : * ? " < > |.',
        },
        action: {
          ko: '사용할 수 없는 문자를 하이픈(-)이나 밑줄(_)로 바꿉니다.',
          en: 'Replace the characters that cannot be used with a hyphen (-) or an underscore (_).',
        },
      },
      {
        code: 'SR-4022',
        message: {ko: '이름 또는 경로가 최대 길이를 초과했습니다.', en: 'The name or path exceeds the maximum length.'},
        cause: {
          ko: '이름이 200자를 넘거나 전체 경로가 1,024자를 넘습니다.',
          en: 'The name is longer than 200 characters, or the full path is longer than 1,024 characters.',
        },
        action: {
          ko: '이름을 줄이거나 상위 폴더 단계를 줄입니다.',
          en: 'Shorten the name or reduce the number of parent folder levels.',
        },
      },
      {
        code: 'SR-4023',
        message: {ko: '예약된 이름은 사용할 수 없습니다.', en: 'Reserved names cannot be used.'},
        cause: {
          ko: 'CON, PRN, AUX, NUL, COM1–COM9, LPT1–LPT9 같은 예약된 이름입니다.',
          en: 'The name is a reserved name such as CON, PRN, AUX, NUL, COM1–COM9 or LPT1–LPT9.',
        },
        action: {
          ko: '이름 앞에 단어를 덧붙여 예약어와 다르게 만듭니다.',
          en: 'Add a word in front of the name so that it differs from the reserved word.',
        },
      },
      {
        code: 'SR-4031',
        message: {ko: '이 작업을 수행할 권한이 없습니다.', en: 'You do not have permission to perform this action.'},
        cause: {
          ko: '대상 폴더에 필요한 권한(편집자 이상, 공유는 매니저)이 없습니다.',
          en: 'You do not have the required permission on the target folder (Editor or higher; Manager for sharing).',
        },
        action: {
          ko: '폴더 소유자나 매니저에게 권한을 요청합니다.',
          en: 'Ask the folder owner or a manager for the permission.',
        },
      },
      {
        code: 'SR-4032',
        message: {
          ko: '외부 공유가 허용되지 않은 저장소입니다.',
          en: 'External sharing is not allowed for this storage.',
        },
        cause: {
          ko: '공유 정책 또는 저장소별 재정의에서 외부 공유가 허용 안 함으로 설정되어 있습니다.',
          en: 'External sharing is set to Not allowed in the sharing policy or a per-storage override.',
        },
        action: {
          ko: '관리자가 해당 저장소의 재정의를 확인합니다.',
          en: 'The administrator checks the overrides of that storage.',
        },
      },
      {
        code: 'SR-4033',
        message: {ko: '그룹에 공유할 권한이 없습니다.', en: 'You do not have permission to share with groups.'},
        cause: {ko: '관리자가 그룹 공유를 제한했습니다.', en: 'The administrator has restricted sharing with groups.'},
        action: {ko: '구성원을 개별로 지정해 공유합니다.', en: 'Specify the members individually and share.'},
      },
      {
        code: 'SR-4034',
        message: {ko: '받는 사람이 최대 인원을 초과했습니다.', en: 'The number of recipients exceeds the maximum.'},
        cause: {ko: '공유 메시지의 받는 사람이 50명을 넘습니다.', en: 'The share message has more than 50 recipients.'},
        action: {
          ko: '50명 이하로 나누어 보내거나 그룹을 지정합니다.',
          en: 'Send in batches of 50 or fewer, or specify a group.',
        },
      },
      {
        code: 'SR-4091',
        message: {ko: '같은 이름의 항목이 이미 있습니다.', en: 'An item with the same name already exists.'},
        cause: {
          ko: '이름을 바꾸거나 이동할 대상 폴더에 같은 이름의 항목이 있습니다. 대소문자만 다른 이름도 같은 이름으로 봅니다.',
          en: 'An item with the same name exists in the target folder of the rename or move. Names that differ only in letter case are treated as the same name.',
        },
        action: {ko: '다른 이름을 입력합니다.', en: 'Enter a different name.'},
      },
      {
        code: 'SR-4101',
        message: {ko: '링크가 만료되었습니다.', en: 'The link has expired.'},
        cause: {
          ko: '외부 링크의 만료일이 지났거나 링크가 삭제되었습니다.',
          en: 'The expiration date of the external link has passed, or the link was deleted.',
        },
        action: {
          ko: '링크 생성자가 만료일을 연장하거나 새 링크를 만듭니다.',
          en: 'The link creator extends the expiration date or creates a new link.',
        },
      },
      {
        code: 'SR-4102',
        message: {ko: '다운로드 가능 횟수를 초과했습니다.', en: 'The download limit has been exceeded.'},
        cause: {
          ko: '외부 링크의 다운로드 횟수 제한에 도달했습니다.',
          en: 'The download limit of the external link has been reached.',
        },
        action: {
          ko: '링크 생성자가 설정 변경에서 다운로드 횟수를 늘립니다.',
          en: 'The link creator increases the download limit in Change Settings.',
        },
      },
      {
        code: 'SR-4103',
        message: {
          ko: '비밀번호를 5회 잘못 입력하여 10분 동안 링크를 열 수 없습니다.',
          en: 'The password was entered incorrectly 5 times, so the link cannot be opened for 10 minutes.',
        },
        cause: {
          ko: '외부 링크의 비밀번호를 연속 5회 잘못 입력했습니다.',
          en: 'The password of the external link was entered incorrectly 5 times in a row.',
        },
        action: {
          ko: '10분 뒤 올바른 비밀번호로 다시 엽니다.',
          en: 'After 10 minutes, open the link again with the correct password.',
        },
      },
      {
        code: 'SR-4131',
        message: {ko: '저장소 용량이 부족합니다.', en: 'There is not enough storage space.'},
        cause: {
          ko: '저장소의 할당 용량이 남아 있지 않습니다. 휴지통 항목과 이전 버전도 용량에 포함됩니다.',
          en: 'No quota is left in the storage. Trash items and previous versions also count toward the quota.',
        },
        action: {
          ko: '휴지통을 비우거나 필요 없는 이전 버전을 삭제합니다. 관리자는 할당 용량을 늘립니다.',
          en: 'Empty the trash or delete previous versions you no longer need. Administrators increase the quota.',
        },
      },
      {
        code: 'SR-4132',
        message: {
          ko: '현재 사용량보다 작은 용량으로 변경할 수 없습니다.',
          en: 'The quota cannot be changed to less than the current usage.',
        },
        cause: {ko: '새 할당 용량이 현재 사용량보다 작습니다.', en: 'The new quota is smaller than the current usage.'},
        action: {
          ko: '현재 사용량 이상의 값을 입력하거나 사용자가 먼저 파일을 정리합니다.',
          en: 'Enter a value equal to or greater than the current usage, or have the user clean up files first.',
        },
      },
      {
        code: 'SR-5201',
        message: {ko: 'DRM 암호화에 실패했습니다.', en: 'DRM encryption failed.'},
        cause: {
          ko: 'DRM 정책이 켜진 다운로드에서 ShieldRM 권한 서버가 응답하지 않았습니다.',
          en: 'The ShieldRM rights server did not respond during a download with the DRM policy turned on.',
        },
        action: {
          ko: '설정 > 외부 연동 > ShieldRM의 연결 테스트로 ShieldRM 연결 상태를 확인합니다.',
          en: 'Check the ShieldRM connection with the connection test in Settings > External Integration > ShieldRM.',
        },
      },
      {
        code: 'SR-6001',
        message: {ko: '관리자 승인이 필요합니다.', en: 'Administrator approval is required.'},
        cause: {
          ko: 'Teams 조직 관리자가 ShieldRive 앱에 아직 동의하지 않았습니다.',
          en: 'The Teams organization administrator has not yet consented to the ShieldRive app.',
        },
        action: {
          ko: 'Teams 조직 관리자에게 앱 허용과 조직 전체 동의를 요청합니다.',
          en: 'Ask the Teams organization administrator to allow the app and grant consent for the whole organization.',
        },
      },
      {
        code: 'SR-6002',
        message: {ko: 'ShieldRive 계정을 찾을 수 없습니다.', en: 'The ShieldRive account cannot be found.'},
        cause: {
          ko: 'Teams 계정과 ShieldRive 계정의 메일 주소가 다릅니다.',
          en: 'The mail addresses of the Teams account and the ShieldRive account differ.',
        },
        action: {
          ko: '관리자에게 계정의 메일 주소 확인을 요청합니다.',
          en: 'Ask the administrator to check the mail address of the account.',
        },
      },
      {
        code: 'SR-7001',
        message: {ko: '메일 서버에 연결할 수 없습니다.', en: 'Cannot connect to the mail server.'},
        cause: {
          ko: 'ShieldRive 서버에서 메일 서버의 SMTP 포트(기본 587/TCP)로 연결되지 않습니다.',
          en: 'The ShieldRive server cannot connect to the SMTP port of the mail server (587/TCP by default).',
        },
        action: {
          ko: '메일 서버 주소와 포트, 방화벽 규칙을 확인합니다.',
          en: 'Check the mail server address and port, and the firewall rules.',
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
    {line: {ko: '3.x', en: '3.x'}, released: '2024-05-13'},
    {line: {ko: '2.x', en: '2.x'}, released: '2022-03-02', endOfSale: '2024-12-31', endOfSupport: '2027-12-31'},
    {line: {ko: '1.x', en: '1.x'}, released: '2019-11-01', endOfSale: '2022-06-30', endOfSupport: '2025-06-30'},
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '사용자 브라우저, Teams 앱, 동기화 에이전트, 엣지 서버',
        en: 'User browsers, Teams app, sync agents, edge servers',
      },
      to: {ko: '웹 서비스 srive-web(drive.example.com)', en: 'Web service srive-web (drive.example.com)'},
      purpose: {
        ko: '사용자 웹, 관리자 콘솔(/admin), Teams 앱 화면, API 게이트웨이',
        en: 'User web, admin console (/admin), Teams app screens, API gateway',
      },
    },
    {
      port: '80',
      protocol: 'TCP',
      from: {ko: '사용자 브라우저', en: 'User browsers'},
      to: {ko: '웹 서비스 srive-web', en: 'Web service srive-web'},
      purpose: {ko: '443으로 리디렉션', en: 'Redirect to 443'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '지사 사용자', en: 'Branch office users'},
      to: {ko: '엣지 서버 srive-edge', en: 'Edge server srive-edge'},
      purpose: {ko: '지사 사용자 접속, 파일 캐시', en: 'Branch office user access, file cache'},
    },
    {
      port: '8080',
      protocol: 'TCP',
      from: {ko: '웹 서비스, 작업 처리기', en: 'Web service, job processor'},
      to: {ko: 'API 서버 srive-api', en: 'API server srive-api'},
      purpose: {
        ko: '파일 메타데이터, 권한, 공유, 정책 판정(내부 전용)',
        en: 'File metadata, permissions, sharing, policy decisions (internal only)',
      },
    },
    {
      port: '8085',
      protocol: 'TCP',
      from: {ko: '웹 서비스', en: 'Web service'},
      to: {ko: 'Teams 연동 srive-teams', en: 'Teams integration srive-teams'},
      purpose: {ko: 'Teams 봇과 탭 요청 처리(내부 전용)', en: 'Handling Teams bot and tab requests (internal only)'},
    },
    {
      port: '8090',
      protocol: 'TCP',
      from: {ko: '작업 처리기 srive-worker', en: 'Job processor srive-worker'},
      to: {ko: '미리 보기 변환 srive-preview', en: 'Preview converter srive-preview'},
      purpose: {
        ko: '미리 보기 이미지와 PDF 변환(내부 전용)',
        en: 'Converting to preview images and PDF (internal only)',
      },
    },
    {
      port: '9200',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server'},
      to: {ko: '검색 서비스 srive-search', en: 'Search service srive-search'},
      purpose: {
        ko: '파일 이름과 본문 색인, 검색(내부 전용)',
        en: 'Indexing and searching file names and contents (internal only)',
      },
    },
    {
      port: '5672',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor'},
      to: {ko: '메시지 브로커 srive-mq', en: 'Message broker srive-mq'},
      purpose: {ko: '작업 큐(내부 전용)', en: 'Job queue (internal only)'},
    },
    {
      port: '5432',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor'},
      to: {ko: '메타데이터 DB(PostgreSQL)', en: 'Metadata DB (PostgreSQL)'},
      purpose: {
        ko: '사용자, 저장소, 권한, 로그 메타데이터(내부 전용)',
        en: 'Metadata of users, storage, permissions and logs (internal only)',
      },
    },
    {
      port: '127.0.0.1:17650',
      protocol: 'TCP',
      from: {ko: 'PC 로컬', en: 'PC local'},
      to: {ko: '동기화 에이전트 srive-sync', en: 'Sync agent srive-sync'},
      purpose: {
        ko: 'PC 안에서만 쓰는 로컬 포트(서버와는 443/TCP로 통신)',
        en: 'A local port used only within the PC (communicates with the server over 443/TCP)',
      },
    },
    {
      port: '9000 또는 443',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server'},
      to: {ko: 'S3 호환 오브젝트 스토리지', en: 'S3-compatible object storage'},
      purpose: {ko: '저장소 백엔드', en: 'Storage backend'},
    },
    {
      port: '2049 또는 445',
      protocol: 'TCP',
      from: {ko: 'API 서버, 작업 처리기', en: 'API server, job processor'},
      to: {ko: 'NAS(NFS 또는 SMB)', en: 'NAS (NFS or SMB)'},
      purpose: {ko: '저장소 백엔드', en: 'Storage backend'},
    },
    {
      port: '587',
      protocol: 'TCP',
      from: {ko: '작업 처리기', en: 'Job processor'},
      to: {ko: '메일 서버', en: 'Mail server'},
      purpose: {ko: '공유 알림, 링크 알림 메일', en: 'Share notification and link notification mails'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '사용자 브라우저', en: 'User browsers'},
      to: {ko: 'SSO IdP', en: 'SSO IdP'},
      purpose: {ko: 'SAML 2.0, OIDC 로그인', en: 'SAML 2.0 and OIDC sign-in'},
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server'},
      to: {ko: '디렉터리(LDAPS)', en: 'Directory (LDAPS)'},
      purpose: {ko: '조직도 동기화', en: 'Organization chart sync'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'API 서버', en: 'API server'},
      to: {ko: 'ShieldRM 권한 서버', en: 'ShieldRM rights server'},
      purpose: {ko: '다운로드 시 DRM 암호화 요청', en: 'DRM encryption requests on download'},
    },
    {
      port: '514 또는 6514',
      protocol: 'TCP/UDP',
      from: {ko: 'API 서버', en: 'API server'},
      to: {ko: 'Syslog 수집 서버', en: 'Syslog collection server'},
      purpose: {
        ko: '사용자 로그와 관리자 로그 외부 전송(514/UDP 또는 TLS 6514/TCP, 3.4.0부터)',
        en: 'External forwarding of user logs and admin logs (514/UDP or TLS 6514/TCP, from 3.4.0)',
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
