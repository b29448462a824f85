import type {ProductFacts} from '../types';

/**
 * Patch distribution (패치 배포 서비스: 패치 배포 서버 and SPK 에이전트) has no product section:
 * its installation guide and its endpoint-security pages are the source.
 */
export default {
  id: 'patch',
  name: {ko: '패치 배포 서비스'},
  pages: ['docs-support/installation-guide/patch-server/', 'docs-support/endpoint-security/patch-distribution/'],
  errors: {
    /** PTS- 패치 배포 서버, SYNC- 동기화 서비스, SPK- SPK 에이전트. Four digits (ShieldRive uses SYNC-nnn). */
    pattern: '\\b((?:PTS|SYNC|SPK)-\\d{4})\\b',
    codes: [
      {
        code: 'PTS-2004',
        message: {ko: '패치 파일 쓰기 실패'},
        cause: {ko: '패치 저장소 폴더에 쓸 수 없음. Windows에서는 백신 실시간 검사가 파일을 잠근 경우가 많음'},
        action: {ko: '저장소 폴더 권한을 확인하고 백신 실시간 검사에서 저장소 폴더를 제외합니다.'},
      },
      {
        code: 'SYNC-1002',
        message: {ko: 'proxy authentication required'},
        cause: {ko: '외부 카탈로그 접속에 프록시 인증이 필요하거나 프록시 계정이 만료됨'},
        action: {ko: '관리 콘솔 동기화 > 동기화 설정의 프록시 계정을 확인합니다.'},
      },
      {
        code: 'SYNC-1004',
        message: {ko: 'certificate verify failed'},
        cause: {ko: 'SSL 검사 장비가 바꾼 인증서를 패치 배포 서버가 신뢰하지 못함'},
        action: {ko: 'SSL 검사 장비의 인증서를 서버 신뢰 저장소에 등록합니다.'},
      },
      {
        code: 'SYNC-5003',
        message: {ko: 'insufficient disk space'},
        cause: {ko: '패치 저장소 여유 공간이 5% 아래로 내려감'},
        action: {ko: 'patch-admin cleanup으로 대체·거부된 업데이트를 정리하고 필요하면 저장소를 늘립니다.'},
      },
      {
        code: 'SPK-2104',
        message: {ko: 'hash mismatch'},
        cause: {ko: 'PC가 내려받은 패치 파일이 손상됨'},
        action: {ko: 'PC의 SPK 캐시를 삭제하고 관리 콘솔에서 재배포합니다.'},
      },
    ],
  },
  /** No release notes: the current versions the pages install and quote. */
  releases: [
    {version: '2.3.1', date: '2025-02-17', component: {ko: '패치 배포 서버'}},
    {version: '2.3.0', date: '2024-12-09', component: {ko: 'SPK 에이전트'}},
  ],
  ports: [
    {
      port: '8446',
      protocol: 'TCP',
      from: {ko: 'SPK 에이전트, 관리자 브라우저'},
      to: {ko: '패치 배포 서버'},
      purpose: {ko: '정책·상태 보고, 패치 다운로드, 관리 콘솔(HTTPS)'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '패치 배포 서버'},
      to: {ko: '통합 서버'},
      purpose: {ko: '배포 서버 등록과 상태 보고(HTTPS)'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '패치 배포 서버'},
      to: {ko: '외부 업데이트 카탈로그(프록시 경유)'},
      purpose: {ko: '패치 동기화(HTTPS, 온라인 방식)'},
    },
  ],
  values: {
    host: 'patch.example.com',
    port: '8446',
    consoleUrl: 'https://patch.example.com:8446/console',
    healthPath: '/patch/health',
    linuxService: 'patch-server',
    linuxSyncService: 'patch-sync',
    windowsService: 'PatchServer',
    windowsSyncService: 'PatchSync',
    agentService: 'SPKAgent',
    installDir: '/opt/patch-server',
    configFile: '/opt/patch-server/conf/patch-server.conf',
    repository: '/data/patch',
    windowsRepository: 'D:\\PatchRepo',
    agentLog: 'C:\\ProgramData\\SPK\\logs\\spkagent.log',
  },
} satisfies ProductFacts;
