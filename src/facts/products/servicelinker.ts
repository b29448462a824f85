import type {ProductFacts} from '../types';

/**
 * Service Linker has no product section: its installation guide (docs-support/installation-guide/
 * service-linker/) is the source. The error-code page renders errors from here.
 */
export default {
  id: 'servicelinker',
  name: {ko: '서비스 링커'},
  pages: ['docs-support/installation-guide/service-linker/'],
  errors: {
    pattern: '\\b(SL-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SL-1001',
        message: {ko: '설정 파일을 찾을 수 없음'},
        cause: {ko: 'sl-client.properties 경로 오류 또는 파일 권한 부족'},
        action: {ko: 'JVM 옵션 sl.client.conf의 경로와 WAS 실행 계정의 읽기 권한을 확인합니다.'},
      },
      {
        code: 'SL-1002',
        message: {ko: '설정 값 형식 오류'},
        cause: {ko: '허용 범위 밖의 값 또는 오타'},
        action: {ko: '메시지에 표시된 항목을 허용 값으로 고치고 sl-admin.sh config-check로 다시 검사합니다.'},
      },
      {
        code: 'SL-1101',
        message: {ko: '서비스 링커 연결 실패'},
        cause: {ko: '서비스 링커 서버 중지, 방화벽 차단, 서버 주소 오류'},
        action: {ko: '업무 서버에서 서비스 링커 TCP 7443 연결을 시험하고 sl.server.urls를 확인합니다.'},
      },
      {
        code: 'SL-1102',
        message: {ko: '연결 시간 초과'},
        cause: {ko: '네트워크 지연 또는 서버 과부하'},
        action: {ko: 'sl.connect.timeout.ms 값을 확인하고 서버 부하를 점검합니다.'},
      },
      {
        code: 'SL-1103',
        message: {ko: 'TLS 핸드셰이크 실패'},
        cause: {ko: 'CA 인증서 미등록, 서버 인증서 만료, TLS 버전 불일치'},
        action: {ko: '신뢰 저장소 경로와 내용, 서버 인증서 만료일을 확인합니다.'},
      },
      {
        code: 'SL-1201',
        message: {ko: '요청 대기열 초과'},
        cause: {ko: '대기 요청 수가 서버의 request.queue.size를 넘음'},
        action: {ko: 'worker.threads를 늘리거나 서비스 링커 서버를 추가합니다.'},
      },
      {
        code: 'SL-1202',
        message: {ko: '클라이언트 연결 풀 고갈'},
        cause: {ko: '동시 호출 수가 sl.pool.max보다 많음'},
        action: {ko: '풀 크기를 조정하고 연결을 반환하지 않는 코드가 있는지 점검합니다.'},
      },
      {
        code: 'SL-2001',
        message: {ko: 'Key Manager 연결 실패'},
        cause: {ko: 'Key Manager 중지, TCP 9300 방화벽 차단, 클라이언트 인증서 만료'},
        action: {ko: 'sl-admin.sh km-test로 Key Manager 연결을 확인합니다.'},
      },
      {
        code: 'SL-2002',
        message: {ko: '키 ID 없음'},
        cause: {ko: '잘못된 키 ID 또는 별칭'},
        action: {ko: 'km.key.alias.* 값과 Key Manager의 키 목록을 비교합니다.'},
      },
      {
        code: 'SL-2003',
        message: {ko: '키 비활성 또는 만료'},
        cause: {ko: '키 수명 종료 또는 관리자가 키를 비활성화함'},
        action: {ko: '새 키 버전을 발급하거나 키 상태를 바꿉니다.'},
      },
      {
        code: 'SL-2004',
        message: {ko: '키 캐시 무결성 오류'},
        cause: {ko: '메모리 손상 또는 키 래핑 인증서 교체'},
        action: {ko: '서비스 링커를 다시 시작해 키 캐시를 초기화합니다.'},
      },
      {
        code: 'SL-2005',
        message: {ko: '허용되지 않은 키'},
        cause: {ko: '키 ID가 클라이언트의 allowed.keys에 없음'},
        action: {ko: 'servicelinker.properties의 client.<id>.allowed.keys에 키 ID를 추가합니다.'},
      },
      {
        code: 'SL-3001',
        message: {ko: 'ARIA 라이브러리 로드 실패'},
        cause: {ko: 'ARIA 네이티브 라이브러리 누락, 경로·권한 오류, CentOS 7.9의 glibc 버전 부족'},
        action: {ko: 'crypto.aria.lib.path와 라이브러리 파일 권한을 확인하고 ARIA 설정 절차를 다시 점검합니다.'},
      },
      {
        code: 'SL-3002',
        message: {ko: '암호화 실패'},
        cause: {ko: '입력 인코딩 오류 또는 암호 모듈 자체 시험 실패'},
        action: {ko: '입력 문자열이 UTF-8인지 확인하고 서버 로그를 확인합니다.'},
      },
      {
        code: 'SL-3003',
        message: {ko: '복호화 실패'},
        cause: {ko: '다른 키로 암호화된 값, 암호문 손상, 패딩 오류'},
        action: {ko: '암호화에 사용한 키 ID와 키 버전을 확인합니다. 재시도하지 않습니다.'},
      },
      {
        code: 'SL-3004',
        message: {ko: '입력 데이터 크기 초과'},
        cause: {ko: '요청 크기가 crypto.max.input.bytes(기본 16 MB)를 넘음'},
        action: {ko: '데이터를 나눠 보내거나 한도를 올립니다.'},
      },
      {
        code: 'SL-4001',
        message: {ko: '클라이언트 인증 실패'},
        cause: {ko: '클라이언트 ID 또는 클라이언트 비밀 값 불일치'},
        action: {ko: '서버와 Java API의 설정을 비교하고 필요하면 클라이언트 비밀 값을 다시 발급합니다.'},
      },
      {
        code: 'SL-4002',
        message: {ko: '접속 허용 IP 아님'},
        cause: {ko: '업무 서버 IP가 allowed.ips에 없음'},
        action: {ko: 'client.<id>.allowed.ips에 업무 서버 IP를 추가합니다.'},
      },
      {
        code: 'SL-4003',
        message: {ko: '권한 없음'},
        cause: {ko: '복호화 전용 또는 암호화 전용으로 제한된 클라이언트'},
        action: {ko: '클라이언트의 권한 유형을 확인합니다.'},
      },
      {
        code: 'SL-5000',
        message: {ko: '내부 오류'},
        cause: {ko: '예상하지 못한 서버 예외'},
        action: {ko: '서버 로그의 추적 ID(trace=)를 첨부해 기술지원팀에 문의합니다.'},
      },
    ],
  },
  releases: [
    {version: '3.1.4', date: '2025-01-20', component: {ko: '서비스 링커 서버'}},
    {version: '3.1.4', date: '2025-01-20', component: {ko: 'Java API'}},
    {version: '2.6.3', date: '2024-10-14', component: {ko: 'Key Manager'}},
    {version: '2.0.1', date: '2024-06-03', component: {ko: 'ARIA 암호 모듈'}},
  ],
  ports: [
    {
      port: '7443',
      protocol: 'TCP',
      from: {ko: '업무 시스템(Java API)'},
      to: {ko: '서비스 링커 서버'},
      purpose: {ko: '암호화·복호화 요청(TLS)'},
    },
    {
      port: '9300',
      protocol: 'TCP',
      from: {ko: '서비스 링커 서버'},
      to: {ko: 'Key Manager'},
      purpose: {ko: '키 조회(TLS, 클라이언트 인증서)'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '서비스 링커 서버'},
      to: {ko: '통합 서버'},
      purpose: {ko: '감사 로그 전송(audit.sci.enabled=true일 때)'},
    },
  ],
  values: {
    port: '7443',
    keyManagerPort: '9300',
    linuxService: 'servicelinker',
    windowsService: 'ServiceLinker',
    configFile: '/opt/servicelinker/conf/servicelinker.properties',
    keyManagerConfigFile: '/opt/servicelinker/conf/keymanager.properties',
    logFile: '/opt/servicelinker/logs/servicelinker.log',
    serverPackage: 'servicelinker-3.1.4-linux-x64.tar.gz',
    javaApiPackage: 'sl-java-api-3.1.4.zip',
    keyManagerPackage: 'keymanager-2.6.3-linux-x64.tar.gz',
    ariaPackage: 'aria-crypto-2.0.1.zip',
  },
} satisfies ProductFacts;
