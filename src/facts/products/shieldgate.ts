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
  name: {ko: 'ShieldGate'},
  pages: ['docs-shieldgate/', 'docs-support/zerotrust-security/shieldgate/'],
  errors: {
    // Also catches the retired numeric forms (SG-1001, SG-403) so they cannot come back.
    pattern: '\\b(SG-(?:[A-Z]{2,4}-)?\\d{3,4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SG-AUTH-101',
        message: {ko: '아이디 또는 비밀번호가 올바르지 않습니다.'},
        cause: {ko: '아이디나 비밀번호를 잘못 입력했습니다.'},
        action: {ko: 'Caps Lock과 입력 언어를 확인하고 다시 입력합니다.'},
      },
      {
        code: 'SG-AUTH-102',
        message: {ko: 'OTP가 올바르지 않습니다.'},
        cause: {ko: 'OTP가 이미 바뀌었거나 휴대폰 시각이 어긋났습니다.'},
        action: {ko: '새 OTP를 입력하고, 휴대폰 시각을 자동 설정으로 바꿉니다.'},
      },
      {
        code: 'SG-AUTH-103',
        message: {ko: '계정이 잠겼습니다.'},
        cause: {ko: '로그인 실패 허용 횟수(기본 5회)만큼 연속으로 실패했습니다.'},
        action: {ko: '30분 뒤 다시 시도하거나 관리자에게 잠금 해제를 요청합니다.'},
      },
      {
        code: 'SG-AUTH-104',
        message: {ko: '비밀번호가 만료되었습니다. 새 비밀번호를 설정하십시오.'},
        cause: {ko: 'ShieldGate 자체 계정의 비밀번호 유효 기간(기본 90일)이 지났습니다.'},
        action: {ko: '이어서 나타나는 비밀번호 변경 창에서 새 비밀번호를 설정합니다.'},
      },
      {
        code: 'SG-DEV-201',
        message: {ko: '등록되지 않은 단말입니다.'},
        cause: {ko: '단말 등록을 요청하지 않았거나 요청이 거절되었습니다.'},
        action: {ko: '다시 로그인해 단말 등록 창에서 등록 요청을 클릭합니다.'},
      },
      {
        code: 'SG-DEV-202',
        message: {ko: '단말 승인 대기 중입니다.'},
        cause: {ko: '등록 승인 방식이 관리자 승인이고, 관리자가 아직 승인하지 않았습니다.'},
        action: {ko: '승인을 기다립니다. 오래 걸리면 IT 지원 창구에 문의합니다.'},
      },
      {
        code: 'SG-DEV-203',
        message: {ko: '차단된 단말입니다.'},
        cause: {ko: '분실 신고 등으로 관리자가 단말을 차단했습니다.'},
        action: {ko: 'IT 지원 창구에 문의합니다.'},
      },
      {
        code: 'SG-DEV-204',
        message: {ko: '등록 가능한 단말 수를 초과했습니다.'},
        cause: {ko: '사용자당 단말 수(기본 3대)만큼 이미 등록했습니다.'},
        action: {ko: '쓰지 않는 단말의 삭제를 관리자에게 요청합니다.'},
      },
      {
        code: 'SG-POS-301',
        message: {ko: '단말 보안 조건을 충족하지 않습니다.'},
        cause: {ko: 'OS 버전, 백신, 디스크 암호화, 방화벽 중 정책이 요구하는 조건을 만족하지 못했습니다.'},
        action: {
          ko: '클라이언트의 상태 점검 결과에서 실패 항목을 고친 뒤 다시 점검을 클릭합니다.',
        },
      },
      {
        code: 'SG-POL-403',
        message: {ko: '접근 정책에 의해 거부되었습니다.'},
        cause: {ko: '이 애플리케이션을 허용하는 정책이 없거나 거부 정책이 먼저 적중했습니다.'},
        action: {
          ko: '사용자는 앱 포털의 접근 요청으로 권한을 요청합니다. 관리자는 정책 결정 로그에서 적중한 정책을 확인합니다.',
        },
      },
      {
        code: 'SG-POL-405',
        message: {ko: '허용된 시간이 아닙니다.'},
        cause: {ko: '정책에 지정된 접속 시간대 밖입니다.'},
        action: {ko: '허용 시간에 다시 접속하거나 관리자에게 예외를 요청합니다.'},
      },
      {
        code: 'SG-POL-406',
        message: {ko: '추가 인증이 필요합니다.'},
        cause: {ko: '추가 인증 정책이 걸린 애플리케이션이고, 추가 인증 유효 시간(기본 15분)이 지났습니다.'},
        action: {ko: '알림에 따라 다중 인증을 다시 하면 접속됩니다.'},
      },
      {
        code: 'SG-NET-501',
        message: {ko: '게이트웨이에 연결할 수 없습니다. 네트워크 연결을 확인하십시오.'},
        cause: {
          ko: '클라이언트가 게이트웨이 노드의 TCP 443에 닿지 못했습니다. 인터넷·DNS 문제, 웹 인증 전의 공용 와이파이, 동시에 연결된 다른 VPN이 흔한 원인입니다.',
        },
        action: {
          ko: '브라우저에서 https://gate.example.com 이 열리는지 확인하고, 다른 VPN 연결을 끊은 뒤 클라이언트의 설정 > 진단 > 연결 테스트를 실행합니다.',
        },
      },
      {
        code: 'SG-NET-502',
        message: {ko: '게이트웨이 인증서를 확인할 수 없습니다.'},
        cause: {ko: '웹 프록시가 TLS를 복호화해 검사하고 있어 클라이언트가 게이트웨이 인증서를 신뢰하지 못합니다.'},
        action: {ko: '프록시에서 gate.example.com과 *.gate.example.com을 TLS 검사 예외로 지정합니다.'},
      },
      {
        code: 'SG-APP-502',
        message: {ko: '애플리케이션 서버가 응답하지 않습니다.'},
        cause: {ko: '내부 애플리케이션 서버가 멈췄거나 상태 확인 경로가 틀렸습니다.'},
        action: {ko: '관리자가 내부 서버를 점검하고 애플리케이션의 상태 확인 경로를 고칩니다.'},
      },
      {
        code: 'SG-SSO-601',
        message: {ko: 'SSO 응답을 확인할 수 없습니다.'},
        cause: {
          ko: '인증에 5분이 넘게 걸렸거나, IdP 응답의 서명 검증에 실패했거나, 서버 시각 차이가 허용 시각 오차(기본 2분)를 넘었습니다.',
        },
        action: {
          ko: '사용자는 ShieldID로 로그인을 처음부터 다시 클릭합니다. 반복되면 관리자가 검색 문서를 다시 읽어 JWKS를 갱신하고 서버 시각을 NTP로 맞춥니다.',
        },
      },
      {
        code: 'SG-SSO-602',
        message: {ko: 'ShieldGate에 등록되지 않은 사용자입니다.'},
        cause: {
          ko: 'IdP가 보낸 사용자 ID와 같은 사용자가 ShieldGate에 동기화되어 있지 않거나, 사용자 ID 매핑 값이 동기화된 ID와 다릅니다.',
        },
        action: {
          ko: '관리자가 디렉터리 동기화 상태를 확인하고, 동기화되어 있다면 연결 테스트 결과를 보고 사용자 ID 매핑 클레임을 바꿉니다.',
        },
      },
      {
        code: 'SG-SSO-603',
        message: {ko: '그룹 정보가 없습니다.'},
        cause: {ko: 'IdP 응답에 groups 범위나 속성이 빠졌습니다.'},
        action: {ko: 'IdP에서 그룹 클레임을 내보내도록 설정합니다.'},
      },
      {
        code: 'SG-ADM-101',
        message: {ko: '관리자 ID 또는 비밀번호가 올바르지 않습니다.'},
        cause: {ko: '관리자 ID나 비밀번호를 잘못 입력했습니다.'},
        action: {ko: '다시 입력합니다.'},
      },
      {
        code: 'SG-ADM-102',
        message: {ko: 'OTP가 올바르지 않습니다.'},
        cause: {ko: 'OTP 앱의 시각이 어긋났거나 다른 계정의 OTP를 입력했습니다.'},
        action: {ko: '휴대폰 시각을 자동으로 맞추고 새 OTP를 입력합니다.'},
      },
      {
        code: 'SG-ADM-103',
        message: {ko: '허용되지 않은 IP에서의 접속입니다.'},
        cause: {ko: '관리자 PC가 접속 허용 IP 대역 밖에 있습니다.'},
        action: {
          ko: '관리망 PC에서 접속합니다. 모든 최고 관리자가 대역 밖이면 관리 서버에서 sgctl admin allow-ip add 명령으로 대역을 추가합니다.',
        },
      },
      {
        code: 'SG-ADM-104',
        message: {ko: '관리자 계정이 잠겼습니다.'},
        cause: {ko: '관리자 로그인에 연속으로 실패했습니다(기본 5회, 30분 잠금).'},
        action: {ko: '잠금 시간이 지나기를 기다리거나 다른 최고 관리자에게 잠금 해제를 요청합니다.'},
      },
    ],
  },
  releases: [
    {version: '3.2.4', date: '2025-05-19'},
    {version: '3.1.5', date: '2024-09-23'},
    {version: '3.0.8', date: '2024-03-25'},
  ],
  lifecycle: [
    {line: {ko: '2.x'}, released: '2020-04-01', endOfSale: '2023-03-31', endOfSupport: '2026-03-31'},
    {line: {ko: '3.x'}, released: '2022-11-01'},
  ],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '클라이언트 에이전트, 브라우저'},
      to: {ko: '게이트웨이 노드'},
      purpose: {ko: '사용자 접속(TLS 1.3 터널, 웹 애플리케이션 게시 URL)'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '게이트웨이 노드'},
      to: {ko: '관리자 콘솔'},
      purpose: {ko: '관리 연결(정책 결정, 정책 배포, 하트비트, 로그 전달)'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '관리자 PC(접속 허용 IP)'},
      to: {ko: '관리자 콘솔'},
      purpose: {ko: '관리자 콘솔 접속(HTTPS)'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: 'ShieldID'},
      to: {ko: '관리자 콘솔'},
      purpose: {ko: 'SCIM 2.0 프로비저닝(ShieldID SCIM 동기화를 쓸 때)'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '게이트웨이 노드'},
      to: {ko: 'ShieldID 또는 SAML·OIDC IdP'},
      purpose: {ko: 'SSO 토큰 교환과 서명 검증(JWKS)'},
    },
    {
      port: '636',
      protocol: 'TCP',
      from: {ko: '관리자 콘솔'},
      to: {ko: 'LDAP·AD 디렉터리'},
      purpose: {ko: 'LDAPS 디렉터리 동기화'},
    },
    {
      port: '514',
      protocol: 'TCP/UDP',
      from: {ko: '관리자 콘솔'},
      to: {ko: 'SIEM(syslog 수신 서버)'},
      purpose: {ko: 'syslog 전송(기본 TCP 514)'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '관리자 콘솔'},
      to: {ko: 'SIEM(syslog 수신 서버)'},
      purpose: {ko: 'TLS syslog 전송'},
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
