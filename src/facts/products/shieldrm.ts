import type {ProductFacts} from '../types';

/**
 * ShieldRM (docs-shieldrm). The section has no release notes: `releases` holds the versions the
 * pages state (current 3.2.1 for the rights server and the agent, and the newest patch of each
 * supported minor version). 3.0.0 is the first 3.x release (life-cycle notice).
 */
export default {
  id: 'shieldrm',
  name: {ko: 'ShieldRM', en: 'ShieldRM'},
  pages: ['docs-shieldrm/', 'docs-support/document-security-orchestration/shieldrm/'],
  errors: {
    // RM-2001, RM-A423, RM-L402, RM-Q400; SYNC-EV-429, SYNC-DS-401; APP-001; MIG-404.
    // Not site-wide: the APP- prefix is also used by ShieldGate.
    pattern: '\\b(RM-(?:\\d{4}|[A-Z]\\d{3})|SYNC-(?:EV|DS)-\\d{3}|APP-\\d{3}|MIG-\\d{3})\\b',
    codes: [
      {
        code: 'RM-1001',
        message: {ko: '라이선스가 할당되지 않은 사용자입니다.', en: 'No license is assigned to this user.'},
        cause: {
          ko: '사용자 계정에 ShieldRM 라이선스가 할당되지 않았습니다.',
          en: 'No ShieldRM license is assigned to the user account.',
        },
        action: {
          ko: '마스터 관리자가 라이선스 사용자 수를 확인하고 라이선스를 할당합니다.',
          en: 'The master administrator checks the number of licensed users and assigns a license.',
        },
      },
      {
        code: 'RM-2001',
        message: {ko: '이 문서를 열 권한이 없습니다.', en: 'You do not have permission to open this document.'},
        cause: {
          ko: '레이블의 사용 권한에 사용자 계정이나 그룹이 없습니다. 외부 공유가 허용되지 않은 레이블의 파일을 외부 사용자가 열 때도 발생합니다.',
          en: 'The user account or group is not in the usage rights of the label. This also occurs when an external user opens a file whose label does not allow external sharing.',
        },
        action: {
          ko: '문서 소유자에게 권한을 요청하거나, 관리자가 레이블의 사용 권한을 확인합니다.',
          en: 'Request rights from the document owner, or have an administrator check the usage rights of the label.',
        },
      },
      {
        code: 'RM-2002',
        message: {ko: '문서의 사용 기간이 만료되었습니다.', en: 'The usage period of the document has expired.'},
        cause: {
          ko: '레이블의 보호 만료 기간이 지났습니다. 온라인에서도 열리지 않습니다.',
          en: 'The protection expiry of the label has passed. The document does not open even online.',
        },
        action: {
          ko: '문서 소유자가 새 레이블로 다시 보호해 보냅니다.',
          en: 'The document owner protects the document again with a new label and sends it again.',
        },
      },
      {
        code: 'RM-2005',
        message: {
          ko: '오프라인 사용 기간이 만료되었습니다. 네트워크에 연결한 뒤 다시 시도하십시오.',
          en: 'The offline access period has expired. Connect to the network and try again.',
        },
        cause: {
          ko: '오프라인 사용 기간(기본 7일) 동안 권한 서버에 한 번도 연결하지 않았습니다.',
          en: 'The PC did not connect to the rights server even once during the offline access period (7 days by default).',
        },
        action: {
          ko: '사내망이나 VPN에 연결한 뒤 문서를 다시 엽니다.',
          en: 'Connect to the company network or VPN and open the document again.',
        },
      },
      {
        code: 'RM-3001',
        message: {ko: 'ShieldRM 서버에 연결할 수 없습니다.', en: 'Cannot connect to the ShieldRM server.'},
        cause: {
          ko: '에이전트가 권한 서버(rm.example.com)의 443/TCP에 연결하지 못합니다. 방화벽, 프록시, TLS 검사 장비가 원인인 경우가 많습니다.',
          en: 'The agent cannot connect to 443/TCP of the rights server (rm.example.com). Firewalls, proxies and TLS inspection devices are often the cause.',
        },
        action: {
          ko: '네트워크와 프록시 설정을 확인하고 rm.example.com을 TLS 검사 예외에 넣습니다.',
          en: 'Check the network and proxy settings and add rm.example.com to the TLS inspection exceptions.',
        },
      },
      {
        code: 'RM-4102',
        message: {ko: '파일이 너무 커서 보호할 수 없습니다.', en: 'The file is too large to protect.'},
        cause: {
          ko: '에이전트가 보호할 수 있는 최대 크기(2GB)를 넘는 파일입니다.',
          en: 'The file exceeds the maximum size the agent can protect (2GB).',
        },
        action: {ko: '파일을 나누거나 압축한 뒤 보호합니다.', en: 'Split or compress the file, then protect it.'},
      },
      {
        code: 'RM-5001',
        message: {ko: 'Office 추가 기능을 불러오지 못했습니다.', en: 'The Office add-in could not be loaded.'},
        cause: {
          ko: 'Office가 시작이 느린 ShieldRM 추가 기능을 사용할 수 없는 항목으로 돌렸습니다.',
          en: 'Office moved the ShieldRM add-in to the disabled items because it slowed down startup.',
        },
        action: {
          ko: 'Office의 추가 기능 관리에서 ShieldRM 추가 기능을 다시 사용하도록 설정합니다.',
          en: 'Enable the ShieldRM add-in again in the Office add-in management.',
        },
      },
      {
        code: 'RM-6002',
        message: {
          ko: '레거시 DRM 문서를 열 수 없습니다. 호환 기간이 종료되었습니다.',
          en: 'Cannot open the legacy DRM document. The compatibility period has ended.',
        },
        cause: {
          ko: '레거시 DRM 문서의 공존 기간(기본 90일)이 끝났습니다.',
          en: 'The coexistence period for legacy DRM documents (90 days by default) has ended.',
        },
        action: {
          ko: '관리자가 문서를 재보호하거나 공존 기간을 늘립니다(최대 365일).',
          en: 'An administrator re-protects the document or extends the coexistence period (up to 365 days).',
        },
      },
      {
        code: 'RM-7001',
        message: {ko: '보안 정책에 따라 복사가 차단되었습니다.', en: 'Copying was blocked by the security policy.'},
        cause: {
          ko: 'Endpoint 정책의 복사 차단 작업이 이동식 저장 장치나 클립보드 복사를 막았습니다.',
          en: 'The block copy action of an Endpoint policy blocked copying to removable storage or the clipboard.',
        },
        action: {
          ko: '업무상 필요하면 차단 예외를 요청하거나 관리자에게 정책 확인을 요청합니다.',
          en: 'If your work requires it, request a block exception or ask an administrator to check the policy.',
        },
      },
      {
        code: 'RM-7002',
        message: {ko: '보안 정책에 따라 인쇄가 차단되었습니다.', en: 'Printing was blocked by the security policy.'},
        cause: {
          ko: 'Endpoint 정책의 인쇄 차단 작업이 지정 프린터 또는 모든 프린터로의 인쇄를 막았습니다.',
          en: 'The block print action of an Endpoint policy blocked printing to the specified printers or to all printers.',
        },
        action: {
          ko: '업무상 필요하면 차단 예외를 요청하거나 관리자에게 정책 확인을 요청합니다.',
          en: 'If your work requires it, request a block exception or ask an administrator to check the policy.',
        },
      },
      {
        code: 'RM-7003',
        message: {ko: '보안 정책에 따라 업로드가 차단되었습니다.', en: 'Uploading was blocked by the security policy.'},
        cause: {
          ko: 'Endpoint 정책의 업로드 차단 작업이 허용 목록 밖 사이트로의 업로드를 막았습니다.',
          en: 'The block upload action of an Endpoint policy blocked uploading to a site outside the allow list.',
        },
        action: {
          ko: '허용된 사이트를 쓰거나 관리자에게 업로드 허용 사이트 추가를 요청합니다.',
          en: 'Use an allowed site, or ask an administrator to add the site to the allowed upload sites.',
        },
      },
      {
        code: 'RM-A403',
        message: {ko: '허용되지 않은 IP에서 접속했습니다', en: 'Access from an IP address that is not allowed'},
        cause: {
          ko: '웹 콘솔에 접속한 PC의 IP가 관리자 접속 허용 IP 목록에 없습니다.',
          en: 'The IP of the PC that accessed the web console is not in the list of allowed IPs for administrator access.',
        },
        action: {
          ko: '마스터 관리자가 전역 설정의 관리자 접속 허용 IP에 해당 IP를 추가합니다.',
          en: 'The master administrator adds the IP to the allowed IPs for administrator access in the global settings.',
        },
      },
      {
        code: 'RM-A423',
        message: {
          ko: '계정이 잠겼습니다. 30분 뒤 다시 시도하십시오',
          en: 'The account is locked. Try again in 30 minutes',
        },
        cause: {
          ko: '웹 콘솔 로그인에 연속으로 실패해 관리자 계정이 잠겼습니다(기본 5회 실패 시 30분 잠금).',
          en: 'The administrator account was locked after consecutive failed sign-ins to the web console (locked for 30 minutes after 5 failures by default).',
        },
        action: {
          ko: '잠금 시간이 지나기를 기다리거나 마스터 관리자에게 잠금 해제를 요청합니다.',
          en: 'Wait until the lockout time passes, or ask the master administrator to unlock the account.',
        },
      },
      {
        code: 'RM-L400',
        message: {
          ko: '사용 권한이 비어 있는 레이블은 게시할 수 없습니다',
          en: 'A label with empty usage rights cannot be published',
        },
        cause: {
          ko: '게시하려는 레이블의 사용 권한 탭에 항목이 없습니다.',
          en: 'The Usage Rights tab of the label to publish has no entries.',
        },
        action: {
          ko: '사용 권한 탭에 사용자나 그룹을 최소 한 항목 추가한 뒤 게시합니다.',
          en: 'Add at least one user or group on the Usage Rights tab, then publish.',
        },
      },
      {
        code: 'RM-L402',
        message: {ko: '테넌트 수 한도를 넘었습니다', en: 'The tenant limit has been exceeded'},
        cause: {
          ko: '라이선스가 허용하는 테넌트 수(Enterprise 최대 50개)를 넘었습니다.',
          en: 'The number of tenants allowed by the license (up to 50 for Enterprise) has been exceeded.',
        },
        action: {
          ko: '사용하지 않는 테넌트를 정리하거나 라이선스의 테넌트 수를 확인합니다.',
          en: 'Clean up unused tenants, or check the number of tenants in the license.',
        },
      },
      {
        code: 'RM-L409',
        message: {ko: '정책에서 사용 중인 레이블입니다', en: 'The label is in use by a policy'},
        cause: {
          ko: '사용 중지하려는 레이블을 조건부 정책이 쓰고 있습니다.',
          en: 'A conditional policy uses the label you want to disable.',
        },
        action: {
          ko: '레이블의 사용 현황 탭에서 해당 정책을 먼저 바꿉니다.',
          en: 'First change that policy, which you can find on the Usage tab of the label.',
        },
      },
      {
        code: 'RM-Q400',
        message: {ko: '검색 기간은 최대 31일입니다', en: 'The search period can be up to 31 days'},
        cause: {
          ko: '로그 검색 기간을 31일보다 길게 지정했습니다.',
          en: 'The log search period was set longer than 31 days.',
        },
        action: {
          ko: '기간을 31일 이하로 나누어 검색합니다.',
          en: 'Split the period into parts of 31 days or less and search.',
        },
      },
      {
        code: 'SYNC-EV-401',
        message: {ko: '인증에 실패했습니다', en: 'Authentication failed'},
        cause: {
          ko: '연동 앱의 클라이언트 비밀이나 인증서가 만료되었거나 바뀌었습니다.',
          en: 'The client secret or certificate of the linked app has expired or changed.',
        },
        action: {
          ko: '앱 관리에서 자격 증명을 갱신하고 연결 테스트를 다시 합니다.',
          en: 'Renew the credentials in app management and run the connection test again.',
        },
      },
      {
        code: 'SYNC-EV-404',
        message: {ko: '파일을 찾을 수 없습니다', en: 'File not found'},
        cause: {
          ko: '이벤트를 처리하기 전에 저장소에서 파일이 삭제되었습니다.',
          en: 'The file was deleted from storage before the event was processed.',
        },
        action: {ko: '조치가 필요 없습니다.', en: 'No action is needed.'},
      },
      {
        code: 'SYNC-EV-410',
        message: {ko: '델타 토큰이 만료되었습니다', en: 'The delta token has expired'},
        cause: {
          ko: '연동 앱을 7일 넘게 멈추는 등으로 델타 조회 토큰이 만료되었습니다.',
          en: 'The delta query token expired, for example because the linked app was paused for more than 7 days.',
        },
        action: {
          ko: '이벤트 수집기가 자동으로 전체 재조회를 시작합니다.',
          en: 'The event collector starts a full re-query automatically.',
        },
      },
      {
        code: 'SYNC-EV-429',
        message: {ko: '요청 한도 초과', en: 'Request limit exceeded'},
        cause: {
          ko: 'Microsoft 365가 요청량을 제한했습니다(스로틀링). 동기화 로그에는 Retry-After 대기 시간이 함께 기록됩니다.',
          en: 'Microsoft 365 limited the request volume (throttling). The sync log also records the Retry-After wait time.',
        },
        action: {
          ko: 'Retry-After만큼 자동으로 기다립니다. 자주 반복되면 동시 요청 수를 줄이고 사용량 적은 시간대를 설정합니다.',
          en: 'The connector automatically waits for the Retry-After time. If this repeats often, reduce the concurrent requests and set off-peak hours.',
        },
      },
      {
        code: 'SYNC-EV-500',
        message: {ko: '정책 평가 중 오류가 발생했습니다', en: 'An error occurred during policy evaluation'},
        cause: {
          ko: 'CloudStorage 정책을 평가하는 중 오류가 났습니다.',
          en: 'An error occurred while evaluating a CloudStorage policy.',
        },
        action: {
          ko: '정책 로그를 확인해 원인을 해결한 뒤 실패 큐에서 재처리합니다.',
          en: 'Check the policy log, resolve the cause, then reprocess the event from the failure queue.',
        },
      },
      {
        code: 'SYNC-EV-503',
        message: {ko: '서비스를 일시적으로 사용할 수 없음', en: 'Service temporarily unavailable'},
        cause: {
          ko: 'Microsoft 365 서비스가 일시적으로 응답하지 못했습니다(스로틀링 포함).',
          en: 'The Microsoft 365 service temporarily could not respond (including throttling).',
        },
        action: {
          ko: 'Retry-After만큼 자동으로 기다린 뒤 다시 요청합니다. 재시도 횟수에는 포함되지 않습니다.',
          en: 'The connector automatically waits for the Retry-After time and sends the request again. This does not count toward the retries.',
        },
      },
      {
        code: 'SYNC-DS-401',
        message: {ko: '통합 서버 인증에 실패했습니다', en: 'Authentication to the integrate server failed'},
        cause: {
          ko: '문서보안 연동 앱의 API 서비스 계정 비밀번호가 바뀌었거나 만료되었습니다.',
          en: 'The password of the API service account of the Document Security linked app has changed or expired.',
        },
        action: {
          ko: '앱 관리에서 문서보안 연동 앱의 자격 증명을 변경하고 연결 테스트를 다시 합니다.',
          en: 'Change the credentials of the Document Security linked app in app management and run the connection test again.',
        },
      },
      {
        code: 'SYNC-DS-404',
        message: {ko: '매핑된 보안 등급을 찾을 수 없습니다', en: 'The mapped security level cannot be found'},
        cause: {
          ko: '매핑에 쓰인 보안 등급이 문서보안에서 삭제되었습니다.',
          en: 'The security level used in the mapping was deleted in Document Security.',
        },
        action: {
          ko: '문서보안의 보안 등급을 확인하고 매핑을 수정합니다.',
          en: 'Check the security levels of Document Security and correct the mapping.',
        },
      },
      {
        code: 'SYNC-DS-409',
        message: {ko: '매핑 충돌이 해결되지 않았습니다', en: 'A mapping conflict has not been resolved'},
        cause: {
          ko: '수동 해결 규칙에서 충돌 목록의 항목이 처리되지 않았습니다.',
          en: 'Under the manual resolution rule, items on the conflict list have not been handled.',
        },
        action: {
          ko: '충돌 탭에서 적용할 값을 선택해 해결합니다.',
          en: 'Resolve them by selecting the values to apply on the Conflicts tab.',
        },
      },
      {
        code: 'SYNC-DS-504',
        message: {ko: '통합 서버 응답 시간이 초과되었습니다', en: 'The integrate server response timed out'},
        cause: {
          ko: '통합 서버가 부하 상태이거나 권한 서버에서 8443/TCP로 연결되지 않습니다.',
          en: 'The integrate server is under load, or the rights server cannot connect to it on 8443/TCP.',
        },
        action: {
          ko: '통합 서버 부하와 8443/TCP 방화벽 규칙을 확인합니다.',
          en: 'Check the load on the integrate server and the firewall rules for 8443/TCP.',
        },
      },
      {
        code: 'APP-001',
        message: {ko: '대상에 연결할 수 없습니다', en: 'Cannot connect to the target'},
        cause: {
          ko: '연결 테스트의 네트워크 단계에서 연동 대상에 도달하지 못했습니다.',
          en: 'The network step of the connection test could not reach the integration target.',
        },
        action: {ko: '방화벽과 프록시 설정을 확인합니다.', en: 'Check the firewall and proxy settings.'},
      },
      {
        code: 'APP-002',
        message: {ko: '자격 증명이 올바르지 않습니다', en: 'The credentials are incorrect'},
        cause: {
          ko: '클라이언트 ID·비밀, 서비스 계정 또는 액세스 키가 올바르지 않습니다.',
          en: 'The client ID and secret, service account or access key is incorrect.',
        },
        action: {
          ko: '입력한 자격 증명을 확인하고 다시 입력합니다.',
          en: 'Check the credentials you entered and enter them again.',
        },
      },
      {
        code: 'APP-003',
        message: {ko: '관리자 동의가 필요합니다', en: 'Admin consent is required'},
        cause: {
          ko: 'Microsoft 365 전역 관리자가 애플리케이션에 아직 동의하지 않았습니다.',
          en: 'A Microsoft 365 Global Administrator has not yet consented to the application.',
        },
        action: {
          ko: '관리자 동의 요청을 보내 동의를 받은 뒤 다시 테스트합니다.',
          en: 'Send an admin consent request, obtain consent, then test again.',
        },
      },
      {
        code: 'APP-004',
        message: {ko: '필요한 API 권한이 없습니다', en: 'Required API permissions are missing'},
        cause: {
          ko: '애플리케이션에 Sites.ReadWrite.All 등 필요한 애플리케이션 권한이 없습니다.',
          en: 'The application lacks required application permissions such as Sites.ReadWrite.All.',
        },
        action: {
          ko: '필요한 애플리케이션 권한을 추가하고 관리자 동의를 다시 받습니다.',
          en: 'Add the required application permissions and obtain admin consent again.',
        },
      },
      {
        code: 'MIG-404',
        message: {ko: 'legacy key not found', en: 'legacy key not found'},
        cause: {
          ko: '레거시 DRM 서버에서 해당 문서의 키가 이미 삭제되었습니다.',
          en: 'The key of the document has already been deleted on the legacy DRM server.',
        },
        action: {
          ko: '이 문서는 재보호할 수 없으므로 소유자에게 원본 재작성을 요청합니다.',
          en: 'This document cannot be re-protected, so ask its owner to recreate the original.',
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
    {line: {ko: '3.x', en: '3.x'}, released: '2023-09-04'},
    {line: {ko: '2.x', en: '2.x'}, released: '2020-08-03', endOfSale: '2023-12-31', endOfSupport: '2026-12-31'},
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '사용자 PC(에이전트)', en: 'User PC (agent)'},
      to: {ko: '권한 서버 rm.example.com', en: 'Rights server rm.example.com'},
      purpose: {ko: '에이전트 로그인, 레이블 수신, 권한 확인', en: 'Agent sign-in, receiving labels, rights checks'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '관리자 PC', en: 'Administrator PC'},
      to: {ko: '권한 서버 rm.example.com/console', en: 'Rights server rm.example.com/console'},
      purpose: {ko: '웹 콘솔', en: 'Web console'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '외부 사용자', en: 'External users'},
      to: {ko: '권한 서버 rm.example.com/viewer', en: 'Rights server rm.example.com/viewer'},
      purpose: {ko: '외부 공유 웹 뷰어', en: 'External sharing web viewer'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '권한 서버(커넥터, 이벤트 수집기)', en: 'Rights server (connector, event collector)'},
      to: {
        ko: 'Microsoft 365 인증 엔드포인트와 Microsoft Graph API',
        en: 'Microsoft 365 authentication endpoints and Microsoft Graph API',
      },
      purpose: {
        ko: '연동 앱 인증, 서버 측 보호, 이벤트 수집',
        en: 'Linked app authentication, server-side protection, event collection',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'Microsoft 365', en: 'Microsoft 365'},
      to: {ko: '권한 서버 rm.example.com/api/events/notify', en: 'Rights server rm.example.com/api/events/notify'},
      purpose: {ko: '변경 알림 수신(이벤트 수집)', en: 'Receiving change notifications (event collection)'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 게이트웨이', en: 'ShieldMail gateway'},
      to: {ko: '권한 서버 rm.example.com', en: 'Rights server rm.example.com'},
      purpose: {
        ko: '첨부 파일의 레이블 이름 조회(메일 연동 앱)',
        en: 'Looking up the label name of attachments (mail linked app)',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '권한 서버', en: 'Rights server'},
      to: {ko: '문서보안 통합 서버(SCI) ds.example.com', en: 'Document Security integrate server (SCI) ds.example.com'},
      purpose: {
        ko: 'DS 동기화(sync_ds), 통합 서버 연동 API',
        en: 'DS sync (sync_ds), integrate server integration API',
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
    policyInterval: '10분',
    offlineDefault: '7일',
  },
} satisfies ProductFacts;
