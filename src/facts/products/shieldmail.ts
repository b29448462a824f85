import type {ProductFacts} from '../types';

/**
 * ShieldMail facts. Source of truth: the product section (docs-shieldmail/), above all the release
 * note 01.2025 and the admin guides. Releases use monthly release names (`01.2025`); the numeric
 * version of the current release is in `values.currentVersion` / `values.currentBuild`.
 */
export default {
  id: 'shieldmail',
  name: {ko: 'ShieldMail'},
  pages: ['docs-shieldmail/', 'docs-support/zerotrust-security/shieldmail/'],
  errors: {
    pattern: '\\b(SM-[A-Z]\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SM-C101',
        message: {ko: 'Encrypted archive cannot be converted'},
        cause: {ko: '비밀번호가 걸린 압축 파일이라 변환 엔진이 내용을 열 수 없습니다.'},
        action: {ko: '발신자에게 비밀번호 없이 다시 보내도록 요청합니다.'},
      },
      {
        code: 'SM-C102',
        message: {ko: 'Unsupported file format'},
        cause: {ko: '변환 엔진이 지원하지 않는 형식의 첨부 파일입니다.'},
        action: {ko: '형식을 확인한 뒤 미변환 메일을 해제하거나 해당 형식을 차단하는 정책을 둡니다.'},
      },
      {
        code: 'SM-C103',
        message: {ko: 'Conversion timed out'},
        cause: {ko: '첨부 파일 한 개의 변환이 변환 시간 초과 기준(기본 120초)을 넘었습니다.'},
        action: {ko: '재발송합니다. 같은 파일에서 반복되면 발신자에게 파일을 나누어 보내도록 요청합니다.'},
      },
      {
        code: 'SM-C104',
        message: {ko: 'File size limit exceeded'},
        cause: {ko: '첨부 파일이 변환 가능 크기(기본 30MB)를 넘었습니다.'},
        action: {ko: '보안 링크 변환을 쓰는 정책으로 재발송합니다.'},
      },
      {
        code: 'SM-C105',
        message: {ko: 'Corrupted file'},
        cause: {ko: '파일이 손상되었거나 파일 시그니처와 형식이 일치하지 않습니다.'},
        action: {ko: '발신자에게 원본 파일을 확인하도록 요청합니다.'},
      },
      {
        code: 'SM-C106',
        message: {ko: 'DRM protected file'},
        cause: {ko: '문서보안 또는 ShieldRM 보호가 적용된 파일이라 내용을 읽을 수 없습니다.'},
        action: {ko: 'DRM 상태 조건으로 보호된 파일을 변환 대상에서 빼는 별도 정책을 구성합니다.'},
      },
      {
        code: 'SM-P001',
        message: {ko: 'Message blocked by policy'},
        cause: {ko: '차단 실행이 있는 정책에 일치해 SMTP 세션 안에서 메일을 거부했습니다(응답 554 5.7.1).'},
        action: {ko: '메일 로그 상세의 적용 정책과 일치 조건을 확인하고, 오탐이면 정책 조건이나 예외를 고칩니다.'},
      },
      {
        code: 'SM-P210',
        message: {ko: 'Regex evaluation timeout'},
        cause: {ko: '정책 조건의 정규식 하나를 평가하는 데 50ms를 넘겨, 일치하지 않은 것으로 처리했습니다.'},
        action: {ko: 'policy.log에서 해당 정책을 찾아 정규식을 단순하게 고치거나 키워드 조건으로 바꿉니다.'},
      },
      {
        code: 'SM-P409',
        message: {ko: '같은 이름의 정책이 이미 있습니다'},
        cause: {ko: '저장하려는 정책의 이름이 기존 정책과 같습니다.'},
        action: {ko: '중복되지 않는 정책 이름으로 바꾸어 저장합니다.'},
      },
      {
        code: 'SM-P502',
        message: {ko: 'Approval service unavailable'},
        cause: {ko: '승인 요청 실행에서 Approval 결재 요청을 만들지 못했습니다.'},
        action: {ko: 'Approval 연동 상태를 확인합니다. 메일은 재시도 큐에서 15분마다 다시 처리됩니다.'},
      },
      {
        code: 'SM-E503',
        message: {ko: 'Policy engine unavailable'},
        cause: {ko: '정책 엔진(shieldmail-policy)이 멈춰 게이트웨이가 새 메일을 451 4.3.0으로 일시 거부합니다.'},
        action: {
          ko: 'smctl status로 상태를 확인하고 shieldmail-policy 서비스를 다시 시작합니다. 발신 서버가 재시도하므로 메일은 유실되지 않습니다.',
        },
      },
      {
        code: 'SM-U503',
        message: {ko: 'Backup storage unavailable'},
        cause: {ko: '백업 저장소(/var/spool/shieldmail/backup)에 접근할 수 없어 발송 취소를 처리하지 못했습니다.'},
        action: {ko: '백업 저장소가 마운트되어 있는지 확인한 뒤 발송 취소를 다시 실행합니다.'},
      },
      {
        code: 'SM-D404',
        message: {ko: 'TXT 레코드를 찾을 수 없습니다'},
        cause: {ko: '도메인 검증용 TXT 레코드가 없거나 DNS 전파가 끝나지 않았습니다.'},
        action: {ko: '레코드 이름이 _shieldmail.으로 시작하는지와 DNS 전파 여부를 확인한 뒤 다시 검증합니다.'},
      },
      {
        code: 'SM-D409',
        message: {ko: '검증 값이 일치하지 않습니다'},
        cause: {ko: 'TXT 레코드의 값이 웹 콘솔에 표시된 검증 값과 다릅니다.'},
        action: {ko: '따옴표 안의 값이 잘리지 않았는지 확인하고 레코드를 고친 뒤 다시 검증합니다.'},
      },
      {
        code: 'SM-W502',
        message: {ko: '데이터를 불러오지 못했습니다'},
        cause: {ko: '웹 콘솔이 DB에 연결하지 못했습니다.'},
        action: {ko: 'smctl status로 DB 서비스 상태와 연결 수를 확인하고, 필요하면 DB를 다시 시작합니다.'},
      },
      {
        code: 'SM-L413',
        message: {ko: '검색 결과가 너무 많습니다. 조건을 좁혀 주십시오'},
        cause: {ko: '로그 검색 결과가 1,000,000건을 넘었습니다.'},
        action: {ko: '기간을 줄이거나 방향과 처리 상태를 지정해 다시 검색합니다.'},
      },
      {
        code: 'SM-A400',
        message: {ko: 'Invalid parameter'},
        cause: {ko: 'HTTP 400. 요청 매개변수가 잘못되었습니다. 날짜 형식이 틀렸거나 조회 구간이 90일을 넘습니다.'},
        action: {ko: '날짜 형식(ISO 8601)과 90일 구간 제한을 확인합니다.'},
      },
      {
        code: 'SM-A401',
        message: {ko: 'Invalid API key'},
        cause: {ko: 'HTTP 401. API 키가 없거나 틀렸거나 만료되었습니다.'},
        action: {ko: 'X-SM-API-Key 헤더의 키 값과 만료 여부를 확인합니다.'},
      },
      {
        code: 'SM-A403',
        message: {ko: 'Client IP not allowed'},
        cause: {ko: 'HTTP 403. 호출한 주소가 허용 클라이언트 IP에 없습니다.'},
        action: {
          ko: '허용 클라이언트 IP에 주소를 추가합니다. 호출 서버가 NAT 뒤에 있으면 실제로 나가는 IP를 확인합니다.',
        },
      },
      {
        code: 'SM-A406',
        message: {ko: 'Insufficient scope'},
        cause: {ko: 'HTTP 403. 키의 권한 범위에 호출한 API가 없습니다.'},
        action: {ko: '키의 권한 범위를 확인하고, 필요하면 알맞은 범위로 키를 새로 발급합니다.'},
      },
      {
        code: 'SM-A404',
        message: {ko: 'Resource not found'},
        cause: {ko: 'HTTP 404. 요청한 메일 로그나 정책이 없습니다.'},
        action: {ko: '메시지 ID의 URL 인코딩과 정책 ID를 확인합니다.'},
      },
      {
        code: 'SM-A429',
        message: {ko: 'Rate limit exceeded'},
        cause: {ko: 'HTTP 429. 키별 분당 호출 한도(기본 600회)를 넘었습니다.'},
        action: {
          ko: 'Retry-After 헤더의 초만큼 기다린 뒤 재시도합니다. 자주 나면 size를 1000으로 늘려 호출 횟수를 줄입니다.',
        },
      },
      {
        code: 'SM-A500',
        message: {ko: 'Internal error'},
        cause: {ko: 'HTTP 500. ShieldMail 내부 오류입니다.'},
        action: {ko: '요청 시각과 함께 기술지원팀에 문의합니다.'},
      },
    ],
  },
  releases: [
    {version: '01.2025', date: '2025-01-21'},
    {version: '07.2024', date: '2024-07-15'},
  ],
  lifecycle: [
    {line: {ko: '4.x'}, released: '2019-05-02', endOfSale: '2023-12-31', endOfSupport: '2026-12-31'},
    {line: {ko: '07.2024 릴리스(5.3)'}, released: '2024-07-15', endOfSale: '2025-01-21', endOfSupport: '2026-07-31'},
    {line: {ko: '01.2025 릴리스(5.4)'}, released: '2025-01-21', endOfSupport: '2027-01-31'},
  ],
  ports: [
    {
      port: '25',
      protocol: 'TCP',
      from: {ko: '외부 메일 서버, 내부 메일 서버'},
      to: {ko: 'ShieldMail 메일 게이트웨이'},
      purpose: {ko: 'SMTP 메일 수신(수신 프록시, 발신 프록시)'},
    },
    {
      port: '25',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 메일 게이트웨이'},
      to: {ko: '내부 릴레이 호스트, 인터넷 수신 서버'},
      purpose: {ko: '정책 처리 후 메일 전달'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC, API 호출 서버'},
      to: {ko: 'ShieldMail 웹 콘솔'},
      purpose: {ko: '웹 콘솔(HTTPS)과 REST API'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail 서버'},
      to: {ko: '이중화 상대 ShieldMail 서버'},
      purpose: {ko: '이중화 설정 동기화'},
    },
    {
      port: '5432',
      protocol: 'TCP',
      from: {ko: '스탠바이 ShieldMail 서버'},
      to: {ko: '액티브 ShieldMail 서버'},
      purpose: {ko: '내장 PostgreSQL 스트리밍 복제'},
    },
    {
      port: '8081',
      protocol: 'TCP',
      from: {ko: '모니터링 시스템, L4 부하 분산 장비'},
      to: {ko: 'ShieldMail 서버'},
      purpose: {ko: '헬스 체크 URL(/healthz, HTTP)'},
    },
    {
      port: '161',
      protocol: 'UDP',
      from: {ko: 'SNMP 관리 서버'},
      to: {ko: 'ShieldMail 서버'},
      purpose: {ko: 'SNMP 조회(v2c, v3)'},
    },
    {
      port: '162',
      protocol: 'UDP',
      from: {ko: 'ShieldMail 서버'},
      to: {ko: 'SNMP 관리 서버'},
      purpose: {ko: 'SNMP 트랩'},
    },
  ],
  values: {
    currentVersion: '5.4.0',
    currentBuild: '5.4.0.2501',
    host: 'mail-gw.example.com',
    consoleUrl: 'https://mail-gw.example.com:8443/console',
    apiBase: 'https://mail-gw.example.com:8443/api/v1',
    healthUrl: 'http://<서버>:8081/healthz',
    cli: 'smctl',
    gatewayService: 'shieldmail-gateway',
    policyService: 'shieldmail-policy',
    converterService: 'shieldmail-converter',
    consoleService: 'shieldmail-console',
    backupPath: '/var/spool/shieldmail/backup',
    logDir: '/var/log/shieldmail',
    mibPath: '/opt/shieldmail/snmp/SHIELDMAIL-MIB.txt',
  },
} satisfies ProductFacts;
