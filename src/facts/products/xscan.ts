import type {ProductFacts} from '../types';

/**
 * XScan facts. XScan has no product section: its support pages (scan.md, scan-faq.md) are the
 * source. No release notes exist, so `releases` holds the latest patch of each supported minor
 * version as scan.md states it.
 */
export default {
  id: 'xscan',
  name: {ko: 'XScan'},
  pages: ['docs-support/zerotrust-security/xscan/'],
  errors: {
    pattern: '\\b(UPD-\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'UPD-403',
        message: {ko: 'License expired or no engine subscription'},
        cause: {ko: '라이선스가 만료되었거나 엔진 구독이 없어 배포 서버가 갱신 파일을 내주지 않습니다.'},
        action: {ko: '고객 포털의 라이선스 조회 화면에서 라이선스와 엔진 구독 기간을 확인합니다.'},
      },
      {
        code: 'UPD-407',
        message: {ko: 'Proxy authentication required'},
        cause: {ko: '업데이트 서버가 거치는 프록시가 인증을 요구합니다.'},
        action: {ko: '관리 콘솔의 설정 > 업데이트 > 프록시에 프록시 계정을 입력합니다.'},
      },
      {
        code: 'UPD-422',
        message: {ko: 'Package signature verification failed'},
        cause: {ko: '내려받은 갱신 패키지의 서명 검증에 실패했습니다.'},
        action: {ko: '패키지를 다시 내려받습니다. 반복되면 기술지원팀에 문의합니다.'},
      },
      {
        code: 'UPD-503',
        message: {ko: 'Distribution server unreachable'},
        cause: {ko: '업데이트 서버가 외부 배포 서버에 연결하지 못했습니다.'},
        action: {ko: '업데이트 서버에서 외부 배포 서버로 가는 HTTPS 443을 방화벽에서 허용합니다.'},
      },
      {
        code: 'UPD-507',
        message: {ko: 'Insufficient disk space'},
        cause: {ko: '엔진 디렉터리(/opt/xscan/engines)의 디스크 공간이 부족합니다.'},
        action: {ko: '/opt/xscan/engines에 5GB 이상의 여유 공간을 확보한 뒤 업데이트를 다시 실행합니다.'},
      },
    ],
  },
  releases: [
    {version: '2.3.2', date: '2025-06-16'},
    {version: '2.2.5', date: '2025-04-14'},
    {version: '2.1.8', date: '2025-02-10'},
  ],
  lifecycle: [{line: {ko: '2.x'}, released: '2021-02-01'}],
  ports: [
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'ShieldMail, ShieldGate'},
      to: {ko: 'XScan 검사 API'},
      purpose: {ko: '파일 검사 요청과 결과(HTTPS)'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '관리자 PC'},
      to: {ko: 'XScan 관리 콘솔(/console)'},
      purpose: {ko: '검사 정책, 예외, 통계 관리(HTTPS)'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: 'XScan 업데이트 서버'},
      to: {ko: '외부 배포 서버'},
      purpose: {ko: '엔진·시그니처 갱신 파일 수신(HTTPS)'},
    },
  ],
  values: {
    cli: 'xscan-admin',
    logDir: '/opt/xscan/logs',
    engineDir: '/opt/xscan/engines',
    installer: 'xscan-server-2.3.2.tar.gz',
  },
} satisfies ProductFacts;
